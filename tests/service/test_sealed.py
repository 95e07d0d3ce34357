"""Sealed states (issue 8; DESIGN.md, "Hidden information"): a client holds a ``state_token``
that it can neither read nor edit, and gets its own view with every new token."""

import base64
import random

import orjson
import pytest

from rules import games as registry
from rules.core import canonical, playout
from service.app import create_app
from service.seal import Sealer, key_id, new_key, parse_keys

from .helpers import GAME, assert_problem, call, ok

KEY, OLD_KEY = new_key(), new_key()
ENGINE = registry.get(GAME)


@pytest.fixture
def app():
    return create_app({"ARBITER_SEAL_KEYS": KEY})


def sealed_setup(client, players=3, drafting=True, seed=11, player=0) -> dict:
    options = {"players": players, "deed_drafting": drafting, "first_player": 0}
    return ok(call(client, "setup", {"options": options, "seed": seed, "seal": True, "player": player}))


def raw(token: str) -> bytearray:
    return bytearray(base64.urlsafe_b64decode(token + "=" * (-len(token) % 4)))


def text(data: bytes) -> str:
    return base64.urlsafe_b64encode(bytes(data)).decode().rstrip("=")


def test_a_sealed_setup_answers_a_token_and_the_players_view_not_the_state(client):
    game = sealed_setup(client, player=1)
    assert "state" not in game
    assert set(game) == {"state_token", "view", "status"}
    plain = ENGINE.setup({"players": 3, "deed_drafting": True, "first_player": 0}, 11)
    assert game["view"] == ENGINE.view(plain, 1)
    assert game["status"] == ENGINE.status(plain)
    assert b"rng" not in orjson.dumps(game["view"])
    readable = orjson.dumps({"view": game["view"], "status": game["status"]}).decode()
    for other in (0, 2):  # nothing of the other hands is in what the client can read
        for deed in plain["decisions"][0]["hands"][other]:
            assert f'"{deed}"' not in readable


def test_legal_actions_apply_and_view_take_the_token(client):
    game = sealed_setup(client)
    plain = ENGINE.setup({"players": 3, "deed_drafting": True, "first_player": 0}, 11)
    token = game["state_token"]
    listed = ok(call(client, "legal-actions", {"state_token": token, "player": 2}))
    assert listed == ok(call(client, "legal-actions", {"state": plain, "player": 2}))
    assert ok(call(client, "view", {"state_token": token, "player": 2}))["view"] == ENGINE.view(plain, 2)

    action = listed["actions"][0]
    applied = ok(call(client, "apply", {"state_token": token, "action": action, "seal": True, "player": 2}))
    after, events = ENGINE.apply(plain, action)
    assert set(applied) == {"state_token", "view", "events", "status"}
    assert applied["view"] == ENGINE.view(after, 2) and applied["events"] == events
    assert applied["state_token"] != token
    # without "seal" the answer holds the plain state
    assert ok(call(client, "apply", {"state_token": token, "action": action}))["state"] == after


def test_a_whole_game_is_played_with_tokens_only(client):
    """Deed Drafting, then turns to the end: every request carries a token, never a state,
    and the game ends exactly as the same choices end it from plain states."""
    game = sealed_setup(client, players=2, seed=5, player=None)
    plain = ENGINE.setup({"players": 2, "deed_drafting": True, "first_player": 0}, 5)
    token, status = game["state_token"], game["status"]
    steps, policy, rnd = 0, playout.prefer(("buy_deed", "construct"), 0.7), random.Random(5)
    while not status["terminal"]:
        seat = status["awaiting"][0]
        actions = ok(call(client, "legal-actions", {"state_token": token, "player": seat}))["actions"]
        action = policy(ENGINE, None, actions, rnd)
        answer = ok(call(client, "apply", {"state_token": token, "action": action, "seal": True, "player": seat}))
        token, status = answer["state_token"], answer["status"]
        plain, _ = ENGINE.apply(plain, action)
        assert answer["view"] == ENGINE.view(plain, seat)
        steps += 1
        assert steps < 1000
    assert status == ENGINE.status(plain) and status["scores"] is not None


def test_replay_can_answer_sealed(client):
    options = {"players": 2, "first_player": 0}
    plain = ENGINE.setup(options, 3)
    action = ENGINE.legal_actions(plain)[0]
    answer = ok(call(client, "replay", {"options": options, "seed": 3, "actions": [action], "seal": True}))
    assert "state" not in answer and answer["view"] == ENGINE.view(ENGINE.apply(plain, action)[0])
    assert ok(call(client, "view", {"state_token": answer["state_token"]}))["view"] == answer["view"]


@pytest.mark.parametrize("where", ["version", "key id", "expiry", "nonce", "ciphertext", "tag"])
def test_an_edited_token_is_refused(client, where):
    token = sealed_setup(client)["state_token"]
    data = raw(token)
    position = {"version": 0, "key id": 2, "expiry": 8, "nonce": 15, "ciphertext": 40, "tag": len(data) - 1}[where]
    data[position] ^= 0x01
    body = assert_problem(call(client, "legal-actions", {"state_token": text(data)}), 422, "invalid_state_token")
    assert "state" not in body


def test_a_cut_token_and_garbage_are_refused(client):
    token = sealed_setup(client)["state_token"]
    for bad in (token[:10], token[:-1], token[:-22], token + "A", "!!!!", "x", "=" * 40, "A" * 5000):
        assert_problem(call(client, "view", {"state_token": bad}), 422, "invalid_state_token")
    for bad in (7, None, [], {}, ""):
        assert_problem(call(client, "view", {"state_token": bad}), 422, "validation_error")


def test_state_and_token_are_exclusive(client):
    token = sealed_setup(client)["state_token"]
    state = ENGINE.setup({"players": 2}, 1)
    both = assert_problem(call(client, "legal-actions", {"state": state, "state_token": token}), 422)
    assert "state_token" in orjson.dumps(both).decode()
    assert_problem(call(client, "legal-actions", {"player": 0}), 422, "validation_error")


def test_a_token_of_another_key_or_game_is_refused(client):
    other_key = Sealer(parse_keys(OLD_KEY))
    state = ENGINE.setup({"players": 2}, 1)
    assert_problem(call(client, "view", {"state_token": other_key.seal(GAME, state)}), 422, "invalid_state_token")
    same_key = Sealer(parse_keys(KEY))
    for game in ("pig", "gloomhaven", GAME + "x"):  # the game id is authenticated with the state
        token = same_key.seal(game, state)
        assert_problem(call(client, "view", {"state_token": token}), 422, "invalid_state_token")


def test_keys_rotate_newest_first():
    old_app = create_app({"ARBITER_SEAL_KEYS": OLD_KEY}).test_client()
    old_token = sealed_setup(old_app)["state_token"]
    rotated = create_app({"ARBITER_SEAL_KEYS": f"{KEY}, {OLD_KEY}"}).test_client()
    ok(call(rotated, "legal-actions", {"state_token": old_token}))  # still accepted
    new_token = sealed_setup(rotated)["state_token"]
    assert bytes(raw(new_token)[1:5]) == key_id(parse_keys(KEY)[0])  # the newest key seals
    retired = create_app({"ARBITER_SEAL_KEYS": KEY}).test_client()
    assert_problem(call(retired, "legal-actions", {"state_token": old_token}), 422, "invalid_state_token")
    ok(call(retired, "legal-actions", {"state_token": new_token}))


def test_tokens_expire_when_a_ttl_is_set():
    app = create_app({"ARBITER_SEAL_KEYS": KEY, "ARBITER_SEAL_TTL": "60"})
    now = [1_000_000.0]
    app.extensions["arbiter"]["sealer"].clock = lambda: now[0]
    client = app.test_client()
    token = sealed_setup(client)["state_token"]
    now[0] += 59
    ok(call(client, "view", {"state_token": token}))
    now[0] += 2
    assert_problem(call(client, "view", {"state_token": token}), 422, "state_token_expired")


def test_a_token_of_an_older_rules_version_is_a_conflict(client):
    state = ENGINE.setup({"players": 2}, 1)
    state["rules_version"] = "0"
    token = Sealer(parse_keys(KEY)).seal(GAME, state)
    assert_problem(call(client, "legal-actions", {"state_token": token}), 409, "wrong_rules_version")


def test_sealing_without_keys_is_refused_clearly():
    client = create_app().test_client()
    body = assert_problem(
        call(client, "setup", {"options": {"players": 2}, "seal": True}), 422, "sealing_not_configured"
    )
    assert "ARBITER_SEAL_KEYS" in body["detail"]
    with pytest.raises(ValueError, match="ARBITER_SEAL_KEYS"):
        create_app({"ARBITER_REQUIRE_SEALED": "1"})
    with pytest.raises(ValueError, match="key 2"):
        create_app({"ARBITER_SEAL_KEYS": f"{KEY},c2hvcnQ"})
    with pytest.raises(ValueError, match="ARBITER_REQUIRE_SEALED"):
        create_app({"ARBITER_SEAL_KEYS": KEY, "ARBITER_REQUIRE_SEALED": "maybe"})


def test_a_deployment_can_require_sealed_states():
    client = create_app({"ARBITER_SEAL_KEYS": KEY, "ARBITER_REQUIRE_SEALED": "true"}).test_client()
    state = ENGINE.setup({"players": 2}, 1)
    for endpoint, body in (
        ("legal-actions", {"state": state}),
        ("view", {"state": state}),
        ("apply", {"state": state, "action": ENGINE.legal_actions(state)[0]}),
    ):
        assert_problem(call(client, endpoint, body), 422, "sealed_state_required")
    # a seed would tell the client every draw
    assert_problem(call(client, "setup", {"options": {"players": 2}, "seed": 1}), 422, "seed_not_allowed")
    assert_problem(call(client, "replay", {"options": {"players": 2}, "seed": 1, "actions": []}), 422)
    game = ok(call(client, "setup", {"options": {"players": 2}}))  # sealed without asking
    assert set(game) == {"state_token", "view", "status"}
    action = ok(call(client, "legal-actions", {"state_token": game["state_token"]}))["actions"][0]
    applied = ok(call(client, "apply", {"state_token": game["state_token"], "action": action}))
    assert "state" not in applied and applied["state_token"]
    table = {"players": 2, "randomness": "table"}  # the table's own draws: nothing to hide
    assert "state_token" in ok(call(client, "replay", {"options": table, "actions": []}))


def test_a_sealed_answer_carries_the_events_the_player_may_see(client, monkeypatch):
    seen = []

    def only_own(events, player):
        seen.append(player)
        return [e for e in events if e.get("player") == player]

    monkeypatch.setattr(ENGINE, "view_events", only_own)
    token = sealed_setup(client, drafting=False)["state_token"]
    action = {"type": "take_income", "player": 0}
    applied = ok(call(client, "apply", {"state_token": token, "action": action, "seal": True, "player": 1}))
    assert seen == [1] and applied["events"] == []


def test_a_sealed_state_skips_the_state_check(client, monkeypatch):
    """The token proves this engine made the state: it is not checked again (the speed-up)."""
    token = sealed_setup(client)["state_token"]
    checks = []
    monkeypatch.setattr(type(ENGINE), "_check_state", lambda self, state: checks.append(1))
    ok(call(client, "legal-actions", {"state_token": token, "player": 0}))
    ok(call(client, "view", {"state_token": token, "player": 0}))
    assert checks == []
    ok(call(client, "view", {"state": ENGINE.setup({"players": 2}, 1)}))
    assert checks == [1]


def test_tokens_are_compact():
    """zlib before sealing: a token is much smaller than the state's JSON."""
    state = ENGINE.setup({"players": 5, "deed_drafting": True}, 2)
    token = Sealer(parse_keys(KEY)).seal(GAME, state)
    assert len(token) < len(canonical.dumps(state)) * 0.75


def test_legal_actions_says_why_there_are_none(client):
    state = ENGINE.setup({"players": 3, "first_player": 0}, 1)
    idle = ok(call(client, "legal-actions", {"state": state, "player": 2}))
    assert idle["actions"] == [] and idle["reason"] == "not_awaiting" and idle["status"]["awaiting"] == [0]
    busy = ok(call(client, "legal-actions", {"state": state, "player": 0}))
    assert busy["actions"] and "reason" not in busy
