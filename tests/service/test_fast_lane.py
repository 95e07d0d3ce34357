"""The fast lane (service/fast_lane.py) answers exactly as Flask would, and only what it may.

Every request here is sent to two apps of the same configuration: one as built (the lane in
front of Flask) and one whose lane is taken out. Status, headers and body must be equal,
byte for byte, for ordinary requests (which the lane answers), plain or sealed, and for
everything else (which it hands on to Flask). Sealing draws a random nonce: here both apps
draw the same ones (``NONCES``) and read the same clock, so their tokens are equal too.
"""

import base64
import random

import orjson
import pytest
from werkzeug.test import Client

from rules import games
from rules.core import budget
from rules.core.playout import steps
from service import fast_lane, seal
from service.app import create_app
from service.fast_lane import FastLane
from service.seal import Sealer, new_key, parse_keys

from .helpers import GAME, metric, url

ENGINE = games.get(GAME)
KEY, OTHER_KEY = new_key(), new_key()
SEALING = {"ARBITER_SEAL_KEYS": KEY}
REQUIRE_SEALED = {"ARBITER_SEAL_KEYS": KEY, "ARBITER_REQUIRE_SEALED": True}


def _states(count: int, seed: int = 3) -> list[dict]:
    """Mid-game states of seeded random 3-player games, one every few moves."""
    start = ENGINE.setup({"players": 3}, seed)
    found = [start]
    for index, (_, state, _) in enumerate(steps(ENGINE, start, random.Random(seed), max_steps=200)):
        if index % 9 == 0:
            found.append(state)
        if len(found) == count:
            break
    return found


STATES = _states(8)


class Nonces:
    """Stands in for ``secrets`` in service.seal: counted nonces, restarted before each app
    answers, so that both apps seal alike."""

    count = 0

    def token_bytes(self, size: int) -> bytes:
        self.count += 1
        return self.count.to_bytes(size, "big")


NONCES = Nonces()


@pytest.fixture(autouse=True)
def same_nonces(monkeypatch):
    monkeypatch.setattr(seal, "secrets", NONCES)


class Pair:
    """The same app twice: with the lane, and without it; ``handed_on`` counts requests the
    lane handed on to Flask. Both sealers read the clock ``now[0]``."""

    def __init__(self, **config):
        config = {"ARBITER_CACHE": "memory", **config}
        self.with_lane, self.without_lane = create_app(config), create_app(config)
        lane = self.with_lane.wsgi_app
        assert isinstance(lane, FastLane)
        self.without_lane.wsgi_app = self.without_lane.wsgi_app.flask
        self.handed_on = 0
        flask = lane.flask

        def counting(environ, start_response):
            self.handed_on += 1
            return flask(environ, start_response)

        lane.flask = counting
        self.clients = Client(self.with_lane), Client(self.without_lane)
        self.now = [1_000_000.0]
        for app in (self.with_lane, self.without_lane):
            app.extensions["arbiter"]["sealer"].clock = lambda: self.now[0]
        self.sealer = self.with_lane.extensions["arbiter"]["sealer"]

    def post(self, path: str, data: bytes, headers: dict | None = None, content_type="application/json"):
        """Both answers to the request, after checking they are the same; one of them."""
        answers = []
        for client in self.clients:
            NONCES.count = 0
            answers.append(client.post(path, data=data, headers=headers or {}, content_type=content_type))
        lane, flask = ((a.status, sorted(a.headers.items()), a.get_data()) for a in answers)
        assert lane == flask
        return answers[0]

    def send(self, requests: list[tuple[str, dict]]) -> list:
        """``post`` each (endpoint, body); the answers."""
        return [self.post(url(endpoint), orjson.dumps(body)) for endpoint, body in requests]


def ordinary_requests() -> list[tuple[str, dict]]:
    """legal-actions and apply requests the lane answers: plain states, players, actions."""
    requests = []
    for state in STATES:
        awaiting = ENGINE.status(state)["awaiting"]
        requests.append(("legal-actions", {"state": state}))
        requests.append(("legal-actions", {"state": state, "player": None}))
        for player in (*awaiting, -1, 0, 2):
            requests.append(("legal-actions", {"state": state, "player": player}))
        for action in ENGINE.legal_actions(state)[:3]:
            requests.append(("apply", {"state": state, "action": action}))
            requests.append(("apply", {"state": state, "action": action, "seal": False, "player": 1}))
        bad = dict(state, phase="no such phase")
        requests.append(("legal-actions", {"state": bad}))  # the engine's 422
        requests.append(("apply", {"state": state, "action": {"type": "no_such_action", "player": 0}}))
    requests.append(("legal-actions", {"state": {}}))
    requests.append(("apply", {"state": STATES[0], "action": {}}))
    return requests


def other_requests() -> list[tuple[str, bytes, str]]:
    """(endpoint, body, content type) of requests the lane hands on to Flask."""
    state = STATES[1]
    bodies = [
        {"state": state, "player": True},
        {"state": state, "player": "1"},
        {"state": state, "player": 1.0},
        {"state": state, "player": -2},
        {"state": state, "extra": 1},
        {"state": state, "seal": True},
        {"state": state, "state_token": "x"},
        {"state": [state]},
        {"state": None},
        {"player": 0},
        [state],
        "state",
    ]
    found = [
        (endpoint, orjson.dumps(body), "application/json") for endpoint in ("legal-actions", "apply") for body in bodies
    ]
    action = ENGINE.legal_actions(state)[0]
    found += [
        ("apply", orjson.dumps({"state": state, "action": action, "seal": "no"}), "application/json"),
        ("apply", orjson.dumps({"state": state, "action": [action]}), "application/json"),
        ("apply", orjson.dumps({"state": state}), "application/json"),
        ("apply", orjson.dumps({"state": state, "action": action, "player": -1}), "application/json"),
        ("legal-actions", b"", "application/json"),
        ("legal-actions", b"{", "application/json"),
        ("legal-actions", orjson.dumps({"state": state}), "text/plain"),
        ("legal-actions", orjson.dumps({"state": state}), "application/merge-patch+json"),
        ("legal-actions", b"[" * 300 + b"]" * 300, "application/json"),
    ]
    return found


def test_the_lane_answers_ordinary_requests_as_flask_does_without_flask():
    pair = Pair()
    requests = ordinary_requests()
    for endpoint, body in requests + requests:  # the second time from the cache
        pair.post(url(endpoint), orjson.dumps(body))
    assert pair.handed_on == 0


def test_everything_else_is_handed_on_to_flask_and_answered_the_same():
    pair = Pair()
    requests = other_requests()
    for endpoint, data, content_type in requests:
        pair.post(url(endpoint), data, content_type=content_type)
    assert pair.handed_on == len(requests)


def test_requests_of_other_paths_and_methods_are_flasks():
    pair = Pair()
    data = orjson.dumps({"state": STATES[0]})
    for path in ("/v1/games/no-such-game/legal-actions", url("legal-actions") + "/", url("view"), url("setup")):
        pair.post(path, data)
    for client in pair.clients:
        assert client.get(url("legal-actions")).status_code == 405
    assert pair.handed_on == 5


@pytest.mark.parametrize("origins", ["*", "", "https://app.example,http://localhost:5173"])
def test_cors_headers_are_the_same_for_every_configuration(origins):
    pair = Pair(ARBITER_CORS_ORIGINS=origins)
    data = orjson.dumps({"state": STATES[2]})
    bad = orjson.dumps({"state": {}})
    for headers in ({}, {"Origin": "https://app.example"}, {"Origin": "https://other.example"}, {"Origin": ""}):
        for body in (data, bad):
            pair.post(url("legal-actions"), body, headers)


def test_bodies_over_the_limit_are_flasks_413():
    data = orjson.dumps({"state": STATES[3]})
    pair = Pair(ARBITER_MAX_BODY_BYTES=len(data) - 1)
    answer = pair.post(url("legal-actions"), data)
    assert answer.status_code == 413
    assert pair.handed_on == 1


def test_lane_requests_are_counted_in_the_same_metrics():
    pair = Pair()
    answered = 0
    for endpoint, body in ordinary_requests()[:12]:
        status = pair.post(url(endpoint), orjson.dumps(body)).status_code
        answered += endpoint == "legal-actions" and status == 200
    assert pair.handed_on == 0
    rule = "/v1/games/{game}/legal-actions"
    with_lane, without_lane = (app.test_client() for app in (pair.with_lane, pair.without_lane))
    for name, labels in (
        ("arbiter_http_requests_total", {"endpoint": rule, "method": "POST", "status": "200"}),
        ("arbiter_http_request_duration_seconds_count", {"endpoint": rule}),
        ("arbiter_cache_misses_total", {"endpoint": "legal-actions"}),
        ("arbiter_cache_hits_total", {"endpoint": "legal-actions"}),
    ):
        assert metric(with_lane, name, **labels) == metric(without_lane, name, **labels), name
    assert metric(with_lane, "arbiter_http_requests_total", endpoint=rule, method="POST", status="200") == answered > 0


def test_the_lane_works_under_the_request_work_budget(monkeypatch):
    """A request the engine finds too costly is 422 too_complex from the lane too."""
    seen = []

    def costly(engine, body, services):
        seen.append(budget.current())
        budget.spend(10_000)
        return b'{"actions": []}'

    monkeypatch.setattr(fast_lane, "legal_actions_body", costly)
    pair = Pair(ARBITER_WORK_BUDGET=5_000, ARBITER_CACHE="none")
    answer = Client(pair.with_lane).post(url("legal-actions"), json={"state": STATES[0]})
    assert answer.status_code == 422 and answer.json["code"] == "too_complex" and answer.json["limit"] == 5_000
    assert pair.handed_on == 0 and len(seen) == 1
    assert budget.current() is None  # the budget ends with the request


def test_an_unexpected_failure_in_the_lane_is_answered_by_flask(monkeypatch):
    def broken(*args):
        raise RuntimeError("a bug")

    monkeypatch.setattr(fast_lane, "legal_actions_body", broken)
    pair = Pair(ARBITER_CACHE="none")
    answer = Client(pair.with_lane).post(url("legal-actions"), json={"state": STATES[0]})
    assert answer.status_code == 200  # Flask's view, which the monkeypatch does not reach
    assert pair.handed_on == 1


# --- sealed states ------------------------------------------------------------------------
def sealed_requests(sealer: Sealer) -> list[tuple[str, dict]]:
    """legal-actions and apply requests with tokens (or asking for one) that the lane answers."""
    requests = []
    for state in STATES[:5]:
        token = sealer.seal(GAME, state)
        seat = ENGINE.status(state)["awaiting"][0]
        requests.append(("legal-actions", {"state_token": token}))
        for player in (None, seat, -1, 0, 2):
            requests.append(("legal-actions", {"state_token": token, "player": player}))
        for action in ENGINE.legal_actions(state)[:2]:
            requests.append(("apply", {"state_token": token, "action": action}))
            for sealed in (False, True):
                for player in (None, seat, (seat + 1) % 3):
                    requests.append(
                        ("apply", {"state_token": token, "action": action, "seal": sealed, "player": player})
                    )
            # a plain state in, a token out
            requests.append(("apply", {"state": state, "action": action, "seal": True, "player": seat}))
            requests.append(("apply", {"state_token": token, "action": action, "seal": True, "player": 7}))  # no seat 7
        requests.append(("apply", {"state_token": token, "action": {"type": "no_such_action", "player": 0}}))
        requests.append(("apply", {"state_token": token, "action": {}, "seal": True}))
    return requests


def _flipped(token: str, position: int) -> str:
    data = bytearray(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))
    data[position] ^= 0x01
    return base64.urlsafe_b64encode(bytes(data)).decode().rstrip("=")


def bad_tokens(sealer: Sealer) -> list[tuple[str, str]]:
    """(token, the code of its refusal): every kind of token the service refuses."""
    state = STATES[2]
    token = sealer.seal(GAME, state)
    size = len(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))
    # version, key id, expiry, nonce, ciphertext, tag
    edited = [_flipped(token, position) for position in (0, 2, 8, 15, 40, size - 1)]
    cut = [token[:10], token[:-1], token[:-22], token + "A", token[1:]]
    garbage = ["x", "!!!!", "=" * 40, "A" * 5000, "\u00fc" * 40, "\x00"]
    other_key = Sealer(parse_keys(OTHER_KEY)).seal(GAME, state)
    same_key = Sealer(parse_keys(KEY))
    other_games = [same_key.seal(game, state) for game in ("pig", "gloomhaven", GAME + "x")]
    found = [(bad, "invalid_state_token") for bad in (*edited, *cut, *garbage, other_key, *other_games)]
    older = sealer.seal(GAME, dict(state, rules_version="0"))
    found += [(older, "wrong_rules_version"), (sealer.seal(GAME, {"game": GAME}), "wrong_rules_version")]
    return found


def test_the_lane_answers_sealed_requests_as_flask_does_without_flask():
    pair = Pair(**SEALING)
    requests = sealed_requests(pair.sealer)
    answers = pair.send(requests + requests)  # the second time from the cache, where cached
    assert pair.handed_on == 0
    statuses = {answer.status_code for answer in answers}
    assert statuses == {200, 422}
    sealed = [answer.json for answer in answers if answer.status_code == 200 and "state_token" in answer.json]
    assert sealed and all(set(body) == {"events", "status", "view", "state_token"} for body in sealed)


@pytest.mark.parametrize("config", [SEALING, REQUIRE_SEALED], ids=["sealing", "sealed-only"])
def test_every_bad_token_is_refused_alike(config):
    pair = Pair(**config)
    action = ENGINE.legal_actions(STATES[2])[0]
    for token, code in bad_tokens(pair.sealer):
        for endpoint, body in (
            ("legal-actions", {"state_token": token, "player": 1}),
            ("apply", {"state_token": token, "action": action}),
            ("apply", {"state_token": token, "action": action, "seal": True, "player": 1}),
        ):
            answer = pair.post(url(endpoint), orjson.dumps(body))
            assert answer.json["code"] == code, (token, answer.json)
            assert answer.status_code == (409 if code == "wrong_rules_version" else 422)
    assert pair.handed_on == 0


def test_an_expired_token_is_refused_alike():
    pair = Pair(**SEALING, ARBITER_SEAL_TTL=60)
    token = pair.sealer.seal(GAME, STATES[1])
    action = ENGINE.legal_actions(STATES[1])[0]
    requests = [
        ("legal-actions", {"state_token": token}),
        ("apply", {"state_token": token, "action": action, "seal": True, "player": 1}),
    ]
    pair.now[0] += 60
    assert {answer.status_code for answer in pair.send(requests)} == {200}
    pair.now[0] += 1
    for answer in pair.send(requests):
        assert answer.status_code == 422 and answer.json["code"] == "state_token_expired"
    assert pair.handed_on == 0


def test_without_keys_seal_and_tokens_are_refused_alike():
    pair = Pair()
    state = STATES[3]
    action = ENGINE.legal_actions(state)[0]
    token = Sealer(parse_keys(KEY)).seal(GAME, state)
    expected = [
        (("apply", {"state": state, "action": action, "seal": True}), "sealing_not_configured"),
        (("apply", {"state": state, "action": {"type": "no_such_action", "player": 1}, "seal": True}), None),
        (("legal-actions", {"state_token": token}), "invalid_state_token"),
        (("apply", {"state_token": token, "action": action}), "invalid_state_token"),
    ]
    for request, code in expected:
        (answer,) = pair.send([request])
        assert answer.status_code == 422 and (code is None or answer.json["code"] == code), answer.json
    assert pair.handed_on == 0


def test_a_deployment_that_requires_sealed_states_has_the_lane_too():
    pair = Pair(**REQUIRE_SEALED)
    state = STATES[4]
    action = ENGINE.legal_actions(state)[0]
    for request in (("legal-actions", {"state": state}), ("apply", {"state": state, "action": action, "seal": True})):
        (answer,) = pair.send([request])
        assert answer.status_code == 422 and answer.json["code"] == "sealed_state_required"
    requests = sealed_requests(pair.sealer)
    answers = pair.send(requests + requests)
    # "seal": false or not: every apply answers a token, never the state
    assert not any("state" in answer.json for answer in answers if answer.status_code == 200)
    assert sum("state_token" in answer.json for answer in answers) > len(requests) // 2
    assert pair.handed_on == 0
    token = pair.sealer.seal(GAME, state)
    pair.post(url("view"), orjson.dumps({"state_token": token}))  # Flask's, as before
    pair.post(url("setup"), orjson.dumps({"options": {"players": 2}, "seed": 1}))
    assert pair.handed_on == 2


@pytest.mark.parametrize("config", [SEALING, REQUIRE_SEALED], ids=["sealing", "sealed-only"])
def test_a_whole_game_with_tokens_only_is_the_lanes(config):
    """Every move a legal-actions and an apply, each with the token the last apply answered."""
    pair = Pair(**config)
    token = pair.sealer.seal(GAME, STATES[0])
    rnd = random.Random(8)
    for _ in range(40):
        status = orjson.loads(pair.post(url("view"), orjson.dumps({"state_token": token})).get_data())["status"]
        if status["terminal"]:
            break
        seat = status["awaiting"][0]
        (listed,) = pair.send([("legal-actions", {"state_token": token, "player": seat})])
        action = rnd.choice(listed.json["actions"])
        (applied,) = pair.send([("apply", {"state_token": token, "action": action, "seal": True, "player": seat})])
        assert applied.status_code == 200 and applied.json["state_token"] != token
        token = applied.json["state_token"]
    assert pair.handed_on == 40  # the view requests only


@pytest.mark.parametrize("config", [SEALING, REQUIRE_SEALED], ids=["sealing", "sealed-only"])
def test_sealed_answers_carry_the_events_the_player_may_see_alike(config, monkeypatch):
    def only_own(events, player):
        return [event for event in events if event.get("player") == player]

    monkeypatch.setattr(ENGINE, "view_events", only_own)
    pair = Pair(**config)
    filtered = 0
    for state in STATES[:4]:
        token = pair.sealer.seal(GAME, state)
        seat = ENGINE.status(state)["awaiting"][0]
        for action in ENGINE.legal_actions(state)[:2]:
            events = ENGINE.apply(state, action)[1]
            for player in (None, seat, (seat + 1) % 3):
                body = {"state_token": token, "action": action, "seal": True, "player": player}
                (answer,) = pair.send([("apply", body)])
                assert answer.json["events"] == only_own(events, player)
                filtered += answer.json["events"] != events
    assert filtered and pair.handed_on == 0


def sealed_other_requests(sealer: Sealer) -> list[tuple[str, dict]]:
    """Requests with state_token (or seal) the lane hands on: the schema refuses each."""
    state = STATES[1]
    token = sealer.seal(GAME, state)
    action = ENGINE.legal_actions(state)[0]
    found = [
        (endpoint, body)
        for endpoint in ("legal-actions", "apply")
        for body in (
            {"state_token": ""},
            {"state_token": 7},
            {"state_token": None},
            {"state_token": [token]},
            {"state_token": {"token": token}},
            {"state": state, "state_token": token},
            {"state_token": token, "extra": 1},
            {"state_token": token, "player": "1"},
            {"state_token": token, "player": -2},
        )
    ]
    found.append(("legal-actions", {"state_token": token, "seal": True}))
    found.append(("legal-actions", {"state_token": token, "action": action}))
    for value in ("yes", 1, 0, None, []):
        found.append(("apply", {"state_token": token, "action": action, "seal": value}))
    found.append(("apply", {"state_token": token}))
    found.append(("apply", {"state_token": token, "action": [action]}))
    found.append(("apply", {"state_token": token, "action": action, "player": -1}))
    found.append(("apply", {"state_token": token, "action": action, "seal": True, "player": True}))
    return found


@pytest.mark.parametrize("config", [SEALING, REQUIRE_SEALED, {}], ids=["sealing", "sealed-only", "no-keys"])
def test_sealed_requests_the_schema_refuses_are_handed_on_to_flask(config):
    pair = Pair(**config)
    requests = sealed_other_requests(Sealer(parse_keys(KEY)))
    for answer in pair.send(requests):
        assert answer.status_code == 422 and answer.json["code"] == "validation_error", answer.json
    assert pair.handed_on == len(requests)


@pytest.mark.parametrize("origins", ["*", "", "https://app.example"])
def test_cors_headers_of_sealed_requests_are_the_same(origins):
    pair = Pair(**SEALING, ARBITER_CORS_ORIGINS=origins)
    good = orjson.dumps({"state_token": pair.sealer.seal(GAME, STATES[2]), "player": 1})
    bad = orjson.dumps({"state_token": "x"})
    for headers in ({}, {"Origin": "https://app.example"}, {"Origin": "https://other.example"}):
        for data in (good, bad):
            pair.post(url("legal-actions"), data, headers)


def test_sealed_lane_requests_are_counted_in_the_same_metrics():
    pair = Pair(**SEALING)
    requests = sealed_requests(pair.sealer)[:20]
    pair.send(requests + requests)
    assert pair.handed_on == 0
    with_lane, without_lane = (app.test_client() for app in (pair.with_lane, pair.without_lane))
    for endpoint in ("legal-actions", "apply"):
        rule = "/v1/games/{game}/" + endpoint
        for status in ("200", "422"):
            labels = {"endpoint": rule, "method": "POST", "status": status}
            assert metric(with_lane, "arbiter_http_requests_total", **labels) == metric(
                without_lane, "arbiter_http_requests_total", **labels
            )
        for name in ("arbiter_cache_misses_total", "arbiter_cache_hits_total"):
            assert metric(with_lane, name, endpoint=endpoint) == metric(without_lane, name, endpoint=endpoint)
    assert metric(with_lane, "arbiter_cache_hits_total", endpoint="legal-actions") > 0


def test_a_sealed_state_is_not_checked_in_the_lane_either(monkeypatch):
    pair = Pair(**SEALING)
    token = pair.sealer.seal(GAME, STATES[5])
    checks = []
    monkeypatch.setattr(type(ENGINE), "_check_state", lambda self, state: checks.append(1))
    (answer,) = pair.send([("legal-actions", {"state_token": token, "player": 1})])
    assert answer.status_code == 200 and checks == [] and pair.handed_on == 0


def test_gloomhaven_requests_are_the_lanes_and_answered_alike():
    """Gloomhaven's states go through the lane like any game's: plain and sealed, a secret
    simultaneous choice pending, the chance seat at the table, from the cache the second time."""
    gloomhaven = games.get("gloomhaven")
    characters = [{"class": "brute", "level": 1, "seat": 0}, {"class": "mindthief", "level": 1, "seat": 1}]
    options = {"scenario": 1, "characters": characters}
    start = gloomhaven.setup(options, 4)
    found = [start, gloomhaven.setup({**options, "randomness": "table"}, None)]
    for index, (_, state, _) in enumerate(steps(gloomhaven, start, random.Random(4), max_steps=60)):
        if index % 12 == 0:
            found.append(state)
    pair = Pair(**SEALING)
    requests = []
    for state in found:
        awaiting = gloomhaven.status(state)["awaiting"]
        token = pair.sealer.seal("gloomhaven", state)
        for player in (None, *awaiting):
            requests.append(("legal-actions", {"state": state, "player": player}))
            requests.append(("legal-actions", {"state_token": token, "player": player}))
        for action in gloomhaven.legal_actions(state)[:2]:
            seat = None if action["player"] == -1 else action["player"]  # the chance seat sees a spectator's view
            requests.append(("apply", {"state": state, "action": action}))
            requests.append(("apply", {"state_token": token, "action": action, "seal": True, "player": seat}))
        requests.append(("apply", {"state": state, "action": {"type": "no_such_action", "player": 0}}))
    answers = [pair.post(url(endpoint, "gloomhaven"), orjson.dumps(body)) for endpoint, body in requests + requests]
    assert pair.handed_on == 0
    assert {answer.status_code for answer in answers} == {200, 422}
    assert any(answer.json["status"]["awaiting"] == [-1] for answer in answers if answer.status_code == 200)
