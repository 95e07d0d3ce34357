"""Error bodies stay small whatever the request held (docs/edge.md, "Error bodies").

A body of up to ARBITER_MAX_BODY_BYTES can hold half a million bad list items, ninety
thousand unknown members or one very long name; the answer keeps the first field errors,
says how many there were, and is never larger than MAX_PROBLEM_BYTES.
"""

import orjson
import pytest

from rules.core import IllegalAction
from service.errors import (
    MAX_DETAIL_CHARS,
    MAX_FIELD_ERRORS,
    MAX_KEY_CHARS,
    MAX_MESSAGE_CHARS,
    MAX_PROBLEM_BYTES,
    Problem,
    cap_errors,
    count_errors,
    problem_response,
    rules_problem,
)
from service.games.schemas import ReplayRequestSchema
from service.json import bound_for_validation

from .helpers import assert_problem, new_game, url

LIMIT = 1024 * 1024


def post(client, endpoint: str, data: bytes, game: str = "foundations-of-rome"):
    assert len(data) <= LIMIT, "the test body must stay under the body limit"
    return client.post(url(endpoint, game), data=data, content_type="application/json")


def small(response) -> dict:
    assert len(response.data) <= MAX_PROBLEM_BYTES, len(response.data)
    return response.get_json()


def messages(errors) -> int:
    return count_errors(errors)


def replay_body(actions: bytes) -> bytes:
    return b'{"options": {"players": 2}, "seed": 1, "actions": [' + actions + b"]}"


# --- the reported payload: 1 MiB of non-object replay actions ------------------------------------
def test_half_a_million_bad_replay_actions_answer_a_small_422(client):
    n = (LIMIT - 60) // 2
    body = assert_problem(post(client, "replay", replay_body(b",".join([b"1"] * n))), 422, "validation_error")
    assert len(orjson.dumps(body)) <= MAX_PROBLEM_BYTES
    actions = body["errors"]["json"]["actions"]
    assert list(actions) == [str(i) for i in range(MAX_FIELD_ERRORS)]  # the first ones, in order
    assert actions["0"] == ["Not a JSON object."]
    assert body["error_count"] == n and body["errors_truncated"] is True


def test_bad_items_behind_good_ones_are_found_and_counted(client):
    items = [b"{}"] * 1000 + [b"7"] * 25 + [b'"x"'] * 5
    body = small(post(client, "replay", replay_body(b",".join(items))))
    actions = body["errors"]["json"]["actions"]
    assert list(actions)[0] == "1000" and len(actions) == MAX_FIELD_ERRORS
    # 20 bad items found; the 10 items behind the cut are not checked and count one each
    assert body["error_count"] == 30 and body["errors_truncated"] is True


def test_few_errors_are_all_shown(client):
    body = small(post(client, "replay", replay_body(b"1, {}, 2")))
    assert body["errors"]["json"]["actions"] == {"0": ["Not a JSON object."], "2": ["Not a JSON object."]}
    assert body["error_count"] == 2 and body["errors_truncated"] is False


# --- other shapes of the same attack ------------------------------------------------------------
@pytest.mark.parametrize("endpoint", ["legal-actions", "apply", "view", "setup", "replay"])
def test_ninety_thousand_unknown_members(client, endpoint):
    members = b",".join(b'"k%d":0' % i for i in range(90_000))
    body = assert_problem(post(client, endpoint, b"{" + members + b"}"), 422, "validation_error")
    assert len(orjson.dumps(body)) <= MAX_PROBLEM_BYTES
    assert body["error_count"] >= 90_000 and body["errors_truncated"] is True
    assert messages(body["errors"]) == MAX_FIELD_ERRORS


def test_unknown_member_still_shows_beside_many_bad_items(client):
    data = b'{"options": {"players": 2}, "seed": 1, "actions": [' + b",".join([b"1"] * 500) + b'], "oops": 1}'
    body = small(post(client, "replay", data))
    assert body["errors"]["json"]["oops"] == ["Unknown field."]
    assert body["error_count"] == 501


def test_a_megabyte_long_member_name_is_clipped(client):
    name = b"x" * (LIMIT - 100)
    body = small(post(client, "legal-actions", b'{"state": {}, "' + name + b'": 1}'))
    (key,) = [k for k in body["errors"]["json"] if k.startswith("x")]
    assert len(key) <= MAX_KEY_CHARS


def test_a_large_bad_state_list_answers_a_small_problem(client):
    state = new_game(client, players=2)["state"]
    state["players"][0]["deeds"] = ["x"] * 200_000
    response = post(client, "legal-actions", orjson.dumps({"state": state}))
    body = assert_problem(response, 422, "invalid_state")
    assert len(response.data) <= MAX_PROBLEM_BYTES and len(body["detail"]) <= MAX_DETAIL_CHARS


def test_a_deep_state_answers_a_small_problem(client):
    state = new_game(client, players=2)["state"]
    deep: dict = {}
    for _ in range(200):
        deep = {"d": deep, "pad": "p" * 2000}
    state["junk"] = deep
    response = post(client, "legal-actions", orjson.dumps({"state": state}))
    assert response.status_code == 422
    small(response)


def test_many_bad_monster_figures_answer_a_small_problem(client):
    figures = b",".join([b'{"id": "A", "side": "neither", "hex": [0, 0], "bad": 1}'] * 10_000)
    data = b'{"map": {"hexes": [[0, 0]]}, "figures": [' + figures + b'], "active": "A", "ability": {}}'
    response = post(client, "monster-moves", data, game="gloomhaven")
    assert response.status_code == 422
    small(response)


# --- the generic cap: any problem's errors and details --------------------------------------------
def test_problem_response_caps_any_errors_extra(app):
    errors = {"json": {"list": {i: ["m" * 10_000] for i in range(50_000)}, "other": ["bad"]}}
    with app.test_request_context():
        response = problem_response(Problem(422, "custom", "d" * 100_000, {"errors": errors, "step": 3}))
    body = small(response)
    assert body["error_count"] == 50_001 and body["errors_truncated"] is True
    assert body["errors"]["json"]["other"] == ["bad"] and body["step"] == 3
    assert all(len(m[0]) <= MAX_MESSAGE_CHARS for m in body["errors"]["json"]["list"].values())
    assert len(body["detail"]) <= MAX_DETAIL_CHARS


def test_problem_response_drops_details_too_large_to_send(app):
    problem = rules_problem(IllegalAction("no", action={"pad": "x" * 500_000}, hint="kept"))
    with app.test_request_context():
        body = small(problem_response(problem))
    assert body["details_omitted"] is True and "action" not in body
    assert body["hint"] == "kept" and body["code"] == "illegal_action"


def test_deeply_nested_errors_are_summarised():
    deep: list = ["leaf"]
    for _ in range(500):
        deep = [deep]
    capped, kept = cap_errors({"a": deep}, MAX_FIELD_ERRORS)
    assert kept == 1 and count_errors({"a": deep}) == 1
    assert "nested too deeply" in orjson.dumps(capped).decode()


def test_cap_shares_the_messages_between_locations():
    errors = {"a": {i: ["x"] for i in range(100)}, "b": ["y"], "c": {0: ["z", "w"]}}
    capped, kept = cap_errors(errors, 5)
    assert kept == 5 and capped["b"] == ["y"] and capped["c"] == {0: ["z", "w"]}
    assert capped["a"] == {0: ["x"], 1: ["x"]}


# --- bounded validation: the data marshmallow sees --------------------------------------------------
def test_valid_data_is_never_changed():
    data = {"options": {}, "seed": 1, "actions": [{}] * 1000}
    cut, dropped = bound_for_validation(ReplayRequestSchema(), data)
    assert cut is data and dropped == 0


def test_a_bad_list_is_cut_after_the_limit_and_the_rest_counted():
    data = {"options": {}, "seed": 1, "actions": [{}, 1, 2, {}, 3, 4, 5]}
    cut, dropped = bound_for_validation(ReplayRequestSchema(), data, limit=2)
    assert cut["actions"] == [{}, 1, 2] and dropped == 4  # the items behind the cut, unchecked
    assert data["actions"] == [{}, 1, 2, {}, 3, 4, 5]  # the request's own data is left alone
