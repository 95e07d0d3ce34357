"""POST /v1/games/gloomhaven/monster-moves (service/gloomhaven)."""

import copy

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from rules.gloomhaven import GAME, monster_moves
from service.app import create_app
from service.gloomhaven import views

from .maps import request, tied_ring_request

URL = "/v1/games/gloomhaven/monster-moves"
PROBLEM = "application/problem+json"
BODY = request(
    """
. . . . . .
. A . . 1 .
. . M . . .
""",
    move=2,
)


@pytest.fixture(scope="module")
def app():
    return create_app()


@pytest.fixture
def client(app):
    return app.test_client()


def test_answers_like_the_engine(client):
    response = client.post(URL, json=BODY)
    assert response.status_code == 200
    assert response.mimetype == "application/json"
    assert response.json == monster_moves(copy.deepcopy(BODY))
    assert response.json == {"focus": ["C1"], "options": [{"destination": [3, 1], "targets": [[4, 1]]}]}


def test_a_repeated_request_is_answered_from_the_cache(monkeypatch):
    """monster-moves answers are cached like legal-actions: the solver runs once per
    distinct request; the key is namespaced by game and the AI's rules version."""
    calls = []
    monkeypatch.setattr(views, "solve", lambda body: calls.append(body) or monster_moves(body))
    client = create_app({"ARBITER_CACHE": "memory"}).test_client()
    first = client.post(URL, json=BODY).json
    assert client.post(URL, json=BODY).json == first and len(calls) == 1
    other = copy.deepcopy(BODY)
    other["ability"]["move"] = 1
    client.post(URL, json=other)
    assert len(calls) == 2
    metrics = client.get("/metrics").get_data(as_text=True)
    assert 'arbiter_cache_hits_total{endpoint="monster-moves"} 1.0' in metrics


def test_optional_members_may_be_left_out(client):
    body = {"map": {"hexes": BODY["map"]["hexes"]}, "figures": BODY["figures"], "active": "A", "ability": {"move": 2}}
    assert client.post(URL, json=body).json == client.post(URL, json=BODY).json


def _problem(client, body, code):
    response = client.post(URL, json=body)
    assert response.status_code == 422, response.json
    assert response.mimetype == PROBLEM
    assert response.json["code"] == code
    assert response.json["type"] == f"urn:arbiter:problem:{code}"
    assert response.json["detail"]
    return response.json


def test_unknown_figure(client):
    body = {**BODY, "active": "nobody"}
    assert "'nobody'" in _problem(client, body, "unknown_figure")["detail"]


def test_active_figure_not_a_monster(client):
    body = {**BODY, "active": "C1"}
    assert "not a monster" in _problem(client, body, "active_not_monster")["detail"]


def test_hex_not_on_the_map(client):
    body = copy.deepcopy(BODY)
    body["figures"][1]["hex"] = [40, 40]
    problem = _problem(client, body, "hex_not_on_map")
    assert problem["hex"] == [40, 40] and "figures[1].hex" in problem["detail"]


def test_overlapping_figures(client):
    body = copy.deepcopy(BODY)
    body["figures"][2]["hex"] = body["figures"][0]["hex"]
    problem = _problem(client, body, "overlapping_figures")
    assert set(problem["figures"]) == {"A", "M1"}


def test_thin_wall_between_non_neighbours(client):
    body = copy.deepcopy(BODY)
    body["map"]["thin_walls"] = [[[0, 0], [2, 0]]]
    _problem(client, body, "invalid_wall")


def test_schema_violations(client):
    problem = _problem(client, {**BODY, "map": []}, "validation_error")
    assert "map" in problem["errors"]["json"]
    problem = _problem(client, {k: v for k, v in BODY.items() if k != "ability"}, "validation_error")
    assert "ability" in problem["errors"]["json"]
    _problem(client, {**BODY, "figures": [{"id": "A"}]}, "invalid_request")


def test_unlistable_choices(client):
    body = tied_ring_request()
    _problem(client, body, "too_many_options")


def test_malformed_json_and_media_type(client):
    response = client.post(URL, data=b"{nope", content_type="application/json")
    assert response.status_code == 400 and response.json["code"] == "malformed_json"
    response = client.post(URL, data=b"map=1", content_type="application/x-www-form-urlencoded")
    assert response.status_code == 415


def test_documented_with_an_operation_id(client):
    spec = client.get("/openapi.json").json
    operation = spec["paths"][URL]["post"]
    assert operation["operationId"] == "monster_moves"
    assert operation["requestBody"]["content"]["application/json"]["schema"]["$ref"].endswith("/MonsterMovesRequest")
    schemas = spec["components"]["schemas"]
    assert {"MonsterMovesMap", "MonsterMovesFigure", "MonsterMovesAbility", "MonsterMovesResponse"} <= set(schemas)


def test_gloomhaven_is_a_listed_game_with_its_metadata(client):
    """Served: listed beside the other games, with its metadata (as GET /v1/games/gloomhaven
    answers it), and its protocol endpoints mounted beside monster-moves."""
    games = client.get("/v1/games").json["games"]
    listed = next(g for g in games if g["id"] == "gloomhaven")
    assert listed == client.get("/v1/games/gloomhaven").json
    assert listed["name"] == "Gloomhaven"
    assert listed["rules_version"] == GAME.rules_version
    assert listed["players"] == {"min": 1, "max": 4}
    assert listed["options"] == GAME.options_schema()
    assert set(listed["options"]["properties"]) == {
        "scenario",
        "characters",
        "difficulty",
        "randomness",
        "party_achievements",
    }
    assert isinstance(listed["notes"], list)
    spec = client.get("/openapi.json").json
    assert {"/v1/games/{game}/setup", URL} <= set(spec["paths"])
    assert "gloomhaven" in spec["components"]["schemas"]["GameId"]["enum"]


JSON = st.recursive(
    st.none() | st.booleans() | st.integers(-3, 3) | st.text(max_size=3),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3),
    max_leaves=8,
)


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(
    st.sampled_from(
        [
            "map",
            "figures",
            "active",
            "ability",
            "map.hexes",
            "map.thin_walls",
            "map.traps",
            "figures.0",
            "figures.0.hex",
            "ability.area",
            "ability.move",
        ]
    ),
    JSON,
)
def test_no_request_causes_a_server_error(client, where, value):
    """DESIGN: "A client can never cause a 500" — any JSON anywhere gets 200, 400 or 422."""
    body = copy.deepcopy(BODY)
    *path, last = where.split(".")
    node = body
    for key in path:
        node = node[int(key)] if isinstance(node, list) else node[key]
    node[int(last) if isinstance(node, list) else last] = value
    response = client.post(URL, json=body)
    assert response.status_code in (200, 422), response.json


def test_null_means_the_default_as_the_spec_says(client):
    """The engine reads null as the default for the ability's numbers and flags and for the
    overlay lists; the spec says so (``nullable``), so a client generated from it may send null."""
    spec = client.get("/openapi.json").get_json()["components"]["schemas"]
    ability, game_map = spec["MonsterMovesAbility"]["properties"], spec["MonsterMovesMap"]["properties"]
    for name in ("move", "range", "target", "flying", "jump", "muddled"):
        assert "null" in ability[name]["type"], name
    for name in ("thin_walls", "obstacles", "traps", "hazardous", "difficult"):
        assert "null" in game_map[name]["type"], name
    base = {
        "map": {"hexes": [[0, 0], [1, 0], [2, 0]]},
        "figures": [
            {"id": "C1", "side": "character", "hex": [2, 0], "initiative": 10},
            {"id": "A", "side": "monster", "hex": [0, 0]},
        ],
        "active": "A",
        "ability": {"move": 2},
    }
    nulls = copy.deepcopy(base)
    nulls["ability"].update(range=None, target=None, flying=None, jump=None, muddled=None)
    nulls["map"].update(thin_walls=None, obstacles=None, traps=None, hazardous=None, difficult=None)
    first = client.post("/v1/games/gloomhaven/monster-moves", json=base)
    assert first.status_code == 200
    assert client.post("/v1/games/gloomhaven/monster-moves", json=nulls).get_json() == first.get_json()
