"""Every error is RFC 9457 problem+json with the right status and code."""

import logging

import orjson
import pytest

from rules import games
from rules import games as registry
from rules.core import Game, IllegalAction
from service.app import create_app
from service.errors import Problem, rules_problem

from .helpers import GAME, assert_problem, call, new_game, ok, url


# --- 400 / 413 / 415: the body itself ---------------------------------------------------------
@pytest.mark.parametrize("data", [b'{"state": ', b"", b"\xff\xfe{}", b"{'state': {}}", b"[1,]"])
def test_malformed_json_is_400(client, data):
    response = client.post(url("legal-actions"), data=data, content_type="application/json")
    assert_problem(response, 400, "malformed_json")


@pytest.mark.parametrize("content_type", ["text/plain", "application/x-www-form-urlencoded", None])
def test_wrong_content_type_is_415(client, content_type):
    headers = {"Content-Type": content_type} if content_type else {}
    response = client.post(url("legal-actions"), data=b'{"state": {}}', headers=headers)
    assert_problem(response, 415, "unsupported_media_type")


def test_problem_json_request_body_is_accepted(client):
    response = client.post(
        url("setup"), data=b'{"options": {"players": 2}, "seed": 1}', content_type="application/vnd.arbiter+json"
    )
    assert ok(response)["state"]["rng"]["seed"] == 1


def test_body_over_the_limit_is_413(client):
    assert client.application.config["MAX_CONTENT_LENGTH"] == 1024 * 1024
    body = b'{"state": {"pad": "' + b"x" * (1024 * 1024) + b'"}}'
    response = client.post(url("legal-actions"), data=body, content_type="application/json")
    assert_problem(response, 413, "body_too_large")


def test_body_limit_comes_from_the_environment(monkeypatch):
    monkeypatch.setenv("ARBITER_MAX_BODY_BYTES", "300")
    client = create_app().test_client()
    small = client.post(url("setup"), json={"options": {"players": 2}, "seed": 1})
    assert small.status_code == 200
    big = client.post(url("setup"), json={"options": {"players": 2, "pad": "x" * 300}})
    assert_problem(big, 413, "body_too_large")


# --- 404 / 405: routing ----------------------------------------------------------------------
def test_unknown_route_is_404(client):
    assert_problem(client.get("/v2/nothing"), 404, "not_found")


def test_unknown_game_is_404(client):
    assert "chess" in assert_problem(client.get("/v1/games/chess"), 404, "unknown_game")["detail"]
    assert_problem(call(client, "setup", {"options": {}}, game="chess"), 404, "unknown_game")
    state = new_game(client)["state"]
    assert_problem(call(client, "legal-actions", {"state": state}, game="chess"), 404, "unknown_game")


def test_wrong_method_is_405_with_allow(client):
    response = client.get(url("apply"))
    assert_problem(response, 405, "method_not_allowed")
    assert "POST" in response.headers["Allow"]
    assert_problem(client.delete("/v1/games"), 405, "method_not_allowed")


# --- 409 / 422: the engine refuses ---------------------------------------------------------------
def test_wrong_rules_version_is_409(client):
    state = {**new_game(client)["state"], "rules_version": "0"}
    body = assert_problem(call(client, "legal-actions", {"state": state}), 409, "wrong_rules_version")
    assert body["expected"] == games.get(GAME).rules_version
    assert_problem(
        call(client, "apply", {"state": state, "action": {"type": "take_income", "player": 0}}),
        409,
        "wrong_rules_version",
    )


def test_state_of_another_game_is_422(client):
    state = {**new_game(client)["state"], "game": "gloomhaven"}
    assert_problem(call(client, "view", {"state": state, "player": 0}), 422, "wrong_game")


def test_inconsistent_state_is_422(client):
    state = new_game(client)["state"]
    state["players"][0]["silver"] = -5
    assert_problem(call(client, "legal-actions", {"state": state}), 422, "invalid_state")
    assert_problem(
        call(client, "view", {"state": {"game": GAME, "rules_version": games.get(GAME).rules_version}}),
        422,
        "invalid_state",
    )


def test_player_out_of_range_is_422(client):
    state = new_game(client, players=2)["state"]
    assert_problem(call(client, "legal-actions", {"state": state, "player": 7}), 422, "invalid_player")


def test_invalid_options_are_422(client):
    assert_problem(call(client, "setup", {"options": {"players": 9}}), 422, "invalid_options")
    assert_problem(call(client, "setup", {"options": {"players": 2, "modules": []}}), 422, "invalid_options")


def test_illegal_action_is_422_with_the_reason(client):
    state = new_game(client)["state"]
    other = (state["decisions"][0]["seat"] + 1) % 3
    wrong_player = {"type": "take_income", "player": other}
    body = assert_problem(call(client, "apply", {"state": state, "action": wrong_player}), 422, "not_your_turn")
    assert str(other) in body["detail"]
    taken = state["players"][state["decisions"][0]["seat"]]["deeds"][0]
    action = {"type": "buy_deed", "player": state["decisions"][0]["seat"], "deed": taken}
    assert_problem(call(client, "apply", {"state": state, "action": action}), 422, "deed_not_for_sale")
    assert_problem(call(client, "apply", {"state": state, "action": {"player": 0}}), 422, "malformed_action")


def test_replay_names_the_failing_step(client):
    legal = ok(call(client, "legal-actions", {"state": new_game(client, players=2, seed=3)["state"]}))
    first = legal["actions"][0]
    body = {"options": {"players": 2, "deed_drafting": False}, "seed": 3, "actions": [first, first]}
    problem = assert_problem(call(client, "replay", body), 422, "not_your_turn")
    assert problem["step"] == 1


def test_replay_with_bad_options_has_no_step(client):
    problem = assert_problem(
        call(client, "replay", {"options": {"players": 1}, "seed": 3, "actions": []}), 422, "invalid_options"
    )
    assert "step" not in problem


# --- 422: schema violations ----------------------------------------------------------------------
@pytest.mark.parametrize(
    "endpoint, body, field",
    [
        ("legal-actions", {}, "state"),
        ("legal-actions", {"state": [1, 2]}, "state"),
        ("legal-actions", {"state": {}, "player": "1"}, "player"),
        ("legal-actions", {"state": {}, "player": True}, "player"),
        ("legal-actions", {"state": {}, "player": 1.5}, "player"),
        ("legal-actions", {"state": {}, "player": -2}, "player"),
        ("legal-actions", {"state": {}, "extra": 1}, "extra"),
        ("apply", {"state": {}}, "action"),
        ("apply", {"state": {}, "action": "take_income"}, "action"),
        ("view", {"player": 0}, "state"),
        ("setup", {"options": {"players": 2}, "seed": -1}, "seed"),
        ("setup", {"options": {"players": 2}, "seed": 2**53}, "seed"),
        ("setup", {"options": None}, "options"),
        ("replay", {"options": {"players": 2}, "actions": []}, "seed"),
        ("replay", {"options": {"players": 2}, "seed": 1, "actions": [1]}, "actions"),
    ],
)
def test_schema_violation_is_422_with_field_errors(client, endpoint, body, field):
    problem = assert_problem(call(client, endpoint, body), 422, "validation_error")
    assert field in problem["errors"]["json"]


@pytest.mark.parametrize("body", [b"[]", b'"state"', b"3", b"null"])
def test_body_that_is_not_an_object_is_422(client, body):
    response = client.post(url("legal-actions"), data=body, content_type="application/json")
    assert_problem(response, 422, "validation_error")


def _deeply_nested(client, key: str, extra: bytes = b"") -> bytes:
    """A body whose ``key`` object carries junk nested 300 deep (orjson reads, cannot write it)."""
    state = orjson.dumps(new_game(client)["state"])
    junk = b"[" * 300 + b"]" * 300
    if key == "state":
        return b'{"state": ' + state[:-1] + b', "junk": ' + junk + b"}" + extra + b"}"
    action = b'{"type": "take_income", "player": 0, "junk": ' + junk + b"}"
    return b'{"options": {"players": 2, "first_player": 0}, "seed": 1, "actions": [' + action + b"]}"


@pytest.mark.parametrize(
    "endpoint, key, extra",
    [
        ("legal-actions", "state", b""),
        ("apply", "state", b', "action": {"type": "take_income", "player": 0}'),
        ("replay", "actions", b""),
    ],
)
def test_too_deeply_nested_input_is_422(client, endpoint, key, extra):
    body = _deeply_nested(client, key, extra)
    response = client.post(url(endpoint), data=body, content_type="application/json")
    # The engine refuses the unknown "junk" member of an action before anything serializes it.
    assert assert_problem(response, 422)["code"] in {"nesting_too_deep", "malformed_action"}


# --- 500: the last resort --------------------------------------------------------------------------
class BrokenGame(Game):
    id = "broken"
    rules_version = "1"

    def legal_actions(self, state, player=None, **kwargs):
        raise RuntimeError("engine bug")

    def apply(self, state, action, **kwargs):
        raise IllegalAction("no", code="nope", type="clobbered", status=200, hint="keep me")


def test_unexpected_engine_error_is_a_logged_500(client, monkeypatch, caplog):
    real_get = registry.get
    monkeypatch.setattr(registry, "get", lambda gid: BrokenGame() if gid == "broken" else real_get(gid))
    with caplog.at_level(logging.ERROR, logger="service.errors"):
        response = call(client, "legal-actions", {"state": {}}, game="broken")
    body = assert_problem(response, 500, "internal_error")
    assert "engine bug" not in body["detail"]
    assert any("engine bug" in (r.exc_text or "") or r.exc_info for r in caplog.records)


def test_details_never_override_problem_members(client, monkeypatch):
    real_get = registry.get
    monkeypatch.setattr(registry, "get", lambda gid: BrokenGame() if gid == "broken" else real_get(gid))
    body = assert_problem(call(client, "apply", {"state": {}, "action": {}}, game="broken"), 422, "nope")
    assert body["hint"] == "keep me"


def test_unserializable_details_are_dropped_not_fatal(app):
    deep = []
    for _ in range(400):
        deep = [deep]
    problem = rules_problem(IllegalAction("deep", action=deep))
    with app.test_request_context():
        from service.errors import problem_response

        response = problem_response(problem)
    assert response.status_code == 422
    assert response.get_json()["detail"] == "deep"
    assert isinstance(Problem(400, "x", "y"), Exception)


# --- routing problems point somewhere useful ---------------------------------------------------
def test_unknown_route_points_to_the_game_list_and_the_docs(client):
    body = assert_problem(client.get("/v2/nothing"), 404, "not_found")
    assert body["see"] == ["/v1/games", "/docs"]
    assert "/v1/games" in body["detail"] and "/docs" in body["detail"]


def test_wrong_method_lists_the_allowed_methods(client):
    response = client.get(url("apply"))
    body = assert_problem(response, 405, "method_not_allowed")
    assert "POST" in body["allowed"] and "GET" not in body["allowed"]
    assert sorted(m.strip() for m in response.headers["Allow"].split(",")) == body["allowed"]
    assert body["see"] == ["/v1/games", "/docs"]
    assert "GET" in body["detail"] and "/v1/games" in body["detail"] and "/docs" in body["detail"]
    body = assert_problem(client.delete("/v1/games"), 405, "method_not_allowed")
    assert "GET" in body["allowed"] and "DELETE" not in body["allowed"]


# --- 413 without Content-Length (Transfer-Encoding: chunked) -----------------------------------
def _chunked_post(client, body: bytes):
    import io

    return client.post(
        url("legal-actions"),
        input_stream=io.BytesIO(body),
        headers={"Transfer-Encoding": "chunked", "Content-Type": "application/json"},
        environ_overrides={"wsgi.input_terminated": True},  # as gunicorn says of a chunked body
    )


def test_chunked_body_over_the_limit_is_413(client):
    body = b'{"state": {"pad": "' + b"x" * (1024 * 1024) + b'"}}'
    assert_problem(_chunked_post(client, body), 413, "body_too_large")


def test_chunked_body_of_exactly_the_limit_is_read(monkeypatch):
    monkeypatch.setenv("ARBITER_MAX_BODY_BYTES", "64")
    client = create_app().test_client()
    body = b'{"state": {"pad": "' + b"x" * 40 + b'"}}'
    body += b" " * (64 - len(body))
    assert len(body) == 64
    assert _chunked_post(client, body).status_code == 422  # read whole: the engine refuses the state
    assert_problem(_chunked_post(client, body + b" "), 413, "body_too_large")
