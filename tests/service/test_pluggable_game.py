"""A game plugs in through the games list alone: put the test game Pig (``tests/pig``) into
``rules.games.GAMES`` and the service serves it, the OpenAPI document types its state,
actions and events, and its components are served — nothing in service/ names a game."""

import pytest

from rules import games
from service.app import create_app

from .helpers import ok

PIG = "/v1/games/pig"


@pytest.fixture
def with_pig(monkeypatch):
    monkeypatch.setattr(games, "GAMES", (*games.GAMES, "tests.pig:GAME"))
    monkeypatch.setattr(games, "_loaded", {})
    yield
    games._loaded.clear()


def test_the_spec_types_a_new_game_from_its_published_schemas(with_pig):
    spec = create_app().test_client().get("/openapi.json").get_json()
    schemas = spec["components"]["schemas"]
    ref = "#/components/schemas/"
    assert "pig" in schemas["GameId"]["enum"]
    assert schemas["State"]["discriminator"]["mapping"]["pig"] == ref + "PigState"
    assert {"$ref": ref + "PigAction"} in schemas["Action"]["anyOf"]
    assert {"$ref": ref + "PigEvent"} in schemas["Event"]["anyOf"]
    assert set(schemas["PigEvent"]["discriminator"]["mapping"]) == {"rolled", "held", "won"}
    assert schemas["PigRollAction"]["properties"]["type"]["enum"] == ["roll"]
    assert schemas["PigDieAction"]["properties"]["player"] == {
        "type": "integer",
        "minimum": -1,
        "maximum": -1,
        "description": "the chance seat",
    }


def test_a_new_game_is_served_and_played_at_the_table(with_pig):
    """Every die roll supplied by the client (randomness "table"), over HTTP."""
    client = create_app().test_client()
    assert "pig" in [g["id"] for g in ok(client.get("/v1/games"))["games"]]
    assert ok(client.get(f"{PIG}/components"))["components"] == {"faces": [1, 2, 3, 4, 5, 6], "target": 20}
    game = ok(client.post(f"{PIG}/setup", json={"options": {"players": 2, "randomness": "table"}}))
    state, status = game["state"], game["status"]
    faces = iter([6, 6, 1, 5, 5, 5, 5] * 10)
    moves = 0
    while not status["terminal"]:
        if status["awaiting"] == [-1]:
            action = {"type": "die", "player": -1, "outcome": next(faces)}
        else:
            seat = status["awaiting"][0]
            kind = (
                "hold" if ok(client.post(f"{PIG}/view", json={"state": state}))["view"]["turn_total"] >= 10 else "roll"
            )
            action = {"type": kind, "player": seat}
        answer = ok(client.post(f"{PIG}/apply", json={"state": state, "action": action}))
        state, status = answer["state"], answer["status"]
        moves += 1
        assert moves < 200
    # 6+6 held by seat 0, then seat 1 rolls 1; seat 0 rolls 5+5 (10) and reaches 22.
    assert status["scores"] == [22, 0] and status["winners"] == [0]
    bad = client.post(
        f"{PIG}/apply", json={"state": game["state"], "action": {"type": "roll", "player": 0, "extra": 1}}
    )
    assert bad.status_code == 422 and bad.get_json()["code"] == "malformed_action"


def test_a_listed_game_not_yet_playable_answers_only_its_own_endpoints(with_pig, monkeypatch):
    """``playable = False`` (a game tested in process before it is served): not listed, not in
    the spec's unions, and its protocol endpoints are a 404 problem that says why."""
    monkeypatch.setattr(games.find("pig"), "playable", False)
    client = create_app().test_client()
    assert "pig" not in [g["id"] for g in ok(client.get("/v1/games"))["games"]]
    schemas = client.get("/openapi.json").get_json()["components"]["schemas"]
    assert "pig" not in schemas["GameId"]["enum"] and "PigState" not in schemas
    response = client.post(f"{PIG}/setup", json={"options": {"players": 2}})
    assert response.status_code == 404 and response.mimetype == "application/problem+json"
    assert "only its own endpoints" in response.get_json()["detail"]
