"""The fast lane (service/fast_lane.py) answers exactly as Flask would, and only what it may.

Every request here is sent to two apps of the same configuration: one as built (the lane in
front of Flask) and one whose lane is taken out. Status, headers and body must be equal,
byte for byte, for ordinary requests (which the lane answers) and for everything else
(which it hands on to Flask).
"""

import random

import orjson
import pytest
from werkzeug.test import Client

from rules import games
from rules.core import budget
from rules.core.playout import steps
from service import fast_lane
from service.app import create_app
from service.fast_lane import FastLane

from .helpers import GAME, metric, url

ENGINE = games.get(GAME)


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


class Pair:
    """The same app twice: with the lane, and without it; ``lane_calls`` counts requests the
    lane handed on to Flask."""

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

    def post(self, path: str, data: bytes, headers: dict | None = None, content_type="application/json"):
        """Both answers to the request, after checking they are the same; one of them."""
        answers = [
            client.post(path, data=data, headers=headers or {}, content_type=content_type) for client in self.clients
        ]
        lane, flask = ((a.status, sorted(a.headers.items()), a.get_data()) for a in answers)
        assert lane == flask
        return answers[0]


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
        {"state_token": "x"},
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

    def costly(engine, state, player, trusted):
        seen.append(budget.current())
        budget.spend(10_000)
        return {"actions": []}

    monkeypatch.setattr(fast_lane, "legal_actions_answer", costly)
    pair = Pair(ARBITER_WORK_BUDGET=5_000, ARBITER_CACHE="none")
    answer = Client(pair.with_lane).post(url("legal-actions"), json={"state": STATES[0]})
    assert answer.status_code == 422 and answer.json["code"] == "too_complex" and answer.json["limit"] == 5_000
    assert pair.handed_on == 0 and len(seen) == 1
    assert budget.current() is None  # the budget ends with the request


def test_an_unexpected_failure_in_the_lane_is_answered_by_flask(monkeypatch):
    def broken(*args):
        raise RuntimeError("a bug")

    monkeypatch.setattr(fast_lane, "legal_actions_answer", broken)
    pair = Pair(ARBITER_CACHE="none")
    answer = Client(pair.with_lane).post(url("legal-actions"), json={"state": STATES[0]})
    assert answer.status_code == 200  # Flask's view, which the monkeypatch does not reach
    assert pair.handed_on == 1


def test_no_lane_where_only_sealed_states_are_taken():
    from service.seal import new_key

    app = create_app({"ARBITER_SEAL_KEYS": new_key(), "ARBITER_REQUIRE_SEALED": True})
    assert not isinstance(app.wsgi_app, FastLane)
