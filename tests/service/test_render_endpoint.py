"""POST /v1/games/{game}/render: the picture (image/svg+xml) of what one player may see of a
state, sent plain or sealed; problems as for the view endpoint, and 404 render_unsupported for a
game that draws no pictures."""

import xml.etree.ElementTree as ET

import pytest

from rules import games as registry
from service.app import create_app
from service.seal import new_key
from tests.founders_of_gloomhaven.play import play

from .helpers import assert_problem, call, new_game, ok

FOUNDERS = "founders-of-gloomhaven"
ENGINE = registry.get(FOUNDERS)
KEY = new_key()


@pytest.fixture(scope="module")
def state():
    return play(seed=2, players=3, steps=120)


def svg_of(response) -> str:
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.mimetype == "image/svg+xml"
    text = response.get_data(as_text=True)
    assert ET.fromstring(text).tag == "{http://www.w3.org/2000/svg}svg"
    return text


def test_a_state_is_drawn_for_a_player_and_a_spectator(client, state):
    assert svg_of(call(client, "render", {"state": state, "player": 1}, FOUNDERS)) == ENGINE.render(state, 1)
    spectator = svg_of(call(client, "render", {"state": state}, FOUNDERS))
    assert spectator == svg_of(call(client, "render", {"state": state, "player": None}, FOUNDERS))
    assert spectator == ENGINE.render(state)


def test_a_sealed_state_is_drawn():
    client = create_app({"ARBITER_SEAL_KEYS": KEY}).test_client()
    game = ok(call(client, "setup", {"options": {"players": 2}, "seed": 5, "seal": True, "player": 0}, FOUNDERS))
    plain = ENGINE.setup({"players": 2}, 5)
    drawn = svg_of(call(client, "render", {"state_token": game["state_token"], "player": 0}, FOUNDERS))
    assert drawn == ENGINE.render(plain, 0)
    assert_problem(call(client, "render", {"state_token": "not-a-token"}, FOUNDERS), 422)


def test_a_bad_state_is_a_problem(client, state):
    broken = {**state, "money": "lots", "players": state["players"][:1]}
    assert_problem(call(client, "render", {"state": broken}, FOUNDERS), 422, "invalid_state")
    assert_problem(call(client, "render", {"state": {**state, "rules_version": "0"}}, FOUNDERS), 409)
    assert_problem(call(client, "render", {"state": [1]}, FOUNDERS), 422, "validation_error")
    assert_problem(call(client, "render", {}, FOUNDERS), 422, "validation_error")
    both = {"state": state, "state_token": "x"}
    assert_problem(call(client, "render", both, FOUNDERS), 422, "validation_error")


def test_a_bad_player_is_a_problem(client, state):
    assert_problem(call(client, "render", {"state": state, "player": 3}, FOUNDERS), 422, "invalid_player")
    assert_problem(call(client, "render", {"state": state, "player": -1}, FOUNDERS), 422, "validation_error")
    assert_problem(call(client, "render", {"state": state, "player": "1"}, FOUNDERS), 422, "validation_error")


def test_every_served_game_draws_and_an_unknown_game_is_404(client):
    """Every game the service plays draws its states (a game that did not would answer 404
    ``render_unsupported``: tests/founders_of_gloomhaven/test_render_state.py, with the test game)."""
    game = new_game(client)
    answer = call(client, "render", {"state": game["state"], "player": 0})
    assert answer.status_code == 200 and answer.mimetype == "image/svg+xml"
    assert ET.fromstring(answer.data).tag.endswith("svg")
    assert_problem(call(client, "render", {"state": {"any": "thing"}}), 422, "wrong_game")
    assert_problem(call(client, "render", {"state": {}}, "no-such-game"), 404, "unknown_game")


def test_the_operation_is_documented(client):
    spec = client.get("/openapi.json").get_json()
    operation = spec["paths"]["/v1/games/{game}/render"]["post"]
    assert operation["operationId"] == "render"
    assert "image/svg+xml" in operation["responses"]["200"]["content"]
    assert {"400", "404", "409", "413", "415", "422"} <= set(operation["responses"])
    body = operation["requestBody"]["content"]["application/json"]["schema"]
    assert (
        body == spec["paths"]["/v1/games/{game}/view"]["post"]["requestBody"]["content"]["application/json"]["schema"]
    )
