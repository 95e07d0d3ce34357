"""Happy paths of the game API against the real Foundations of Rome engine."""

import orjson

from rules import games as game_list

from .helpers import GAME, call, new_game, ok


def test_list_games_shows_foundations_of_rome(client):
    games = ok(client.get("/v1/games"))["games"]
    meta = next(g for g in games if g["id"] == GAME)
    assert meta["players"] == {"min": 2, "max": 5}
    assert meta["rules_version"] == game_list.get(GAME).rules_version
    assert "players" in meta["options"]["properties"]


def test_get_game(client):
    meta = ok(client.get(f"/v1/games/{GAME}"))
    assert meta["id"] == GAME and meta["name"] == "Foundations of Rome"
    assert meta["options"]["required"] == ["players"]


def test_setup_is_deterministic_by_seed(client):
    first = new_game(client, players=4, seed=42)
    again = new_game(client, players=4, seed=42)
    other = new_game(client, players=4, seed=43)
    assert first == again
    assert first["state"] != other["state"]
    state = first["state"]
    assert state["game"] == GAME and state["rng"]["seed"] == 42
    assert len(state["players"]) == 4
    assert first["status"]["awaiting"] == [state["decisions"][0]["seat"]]
    assert first["status"]["terminal"] is False and first["status"]["scores"] is None


def test_setup_without_seed_picks_one(client):
    state = ok(call(client, "setup", {"options": {"players": 2}}))["state"]
    assert isinstance(state["rng"]["seed"], int)


def test_legal_actions_then_apply_a_listed_action(client):
    game = new_game(client)
    listed = ok(call(client, "legal-actions", {"state": game["state"]}))
    assert listed["status"] == game["status"]
    current = game["state"]["decisions"][0]["seat"]
    assert listed["actions"] and all(a["player"] == current for a in listed["actions"])
    assert {"type": "take_income", "player": current} in listed["actions"]

    action = next(a for a in listed["actions"] if a["type"] == "buy_deed")
    applied = ok(call(client, "apply", {"state": game["state"], "action": action}))
    assert action["deed"] in applied["state"]["players"][current]["deeds"]
    assert any(e["type"] == "deed_bought" for e in applied["events"])
    assert applied["status"]["awaiting"] == [applied["state"]["decisions"][0]["seat"]]
    assert applied["state"]["decisions"][0]["seat"] != current


def test_legal_actions_for_one_player(client):
    game = new_game(client, drafting=True)
    everyone = ok(call(client, "legal-actions", {"state": game["state"]}))["actions"]
    only_two = ok(call(client, "legal-actions", {"state": game["state"], "player": 2}))["actions"]
    assert {a["player"] for a in everyone} == {0, 1, 2}
    assert only_two == [a for a in everyone if a["player"] == 2]


def test_view_hides_other_players_draft_hands(client):
    game = new_game(client, players=3, drafting=True)
    state = game["state"]
    assert game["status"]["awaiting"] == [0, 1, 2]
    answer = ok(call(client, "view", {"state": state, "player": 1}))
    view = answer["view"]
    assert answer["status"] == game["status"]
    assert view["viewer"] == 1
    assert sorted(view["draft"]["hand"]) == sorted(state["decisions"][0]["hands"][1])  # in lot order
    assert view["draft"]["hand_sizes"] == [len(h) for h in state["decisions"][0]["hands"]]
    text = orjson.dumps(view).decode()
    hidden = state["decisions"][0]["hands"][0] + state["decisions"][0]["hands"][2]
    assert not [deed for deed in hidden if f'"{deed}"' in text]
    assert '"seed"' not in text and '"rng"' not in text
    assert view["era_decks"] == [len(d) for d in state["era_decks"]]


def test_spectator_view_sees_no_hand(client):
    state = new_game(client, drafting=True)["state"]
    for body in ({"state": state}, {"state": state, "player": None}):
        view = ok(call(client, "view", body))["view"]
        assert view["viewer"] is None and view["draft"]["hand"] is None


def test_replay_matches_step_by_step_play(client):
    game = new_game(client, players=2, seed=5)
    state, actions, events = game["state"], [], []
    for _ in range(6):
        action = ok(call(client, "legal-actions", {"state": state}))["actions"][-1]
        applied = ok(call(client, "apply", {"state": state, "action": action}))
        state = applied["state"]
        actions.append(action)
        events.append(applied["events"])
    replayed = ok(call(client, "replay", {"options": {"players": 2}, "seed": 5, "actions": actions}))
    assert replayed["state"] == state
    assert replayed["status"] == ok(call(client, "legal-actions", {"state": state}))["status"]
    assert replayed["steps"] == [{"action": a, "events": e} for a, e in zip(actions, events, strict=True)]


def test_replay_of_no_actions_is_setup(client):
    game = new_game(client, players=2, seed=9)
    replayed = ok(call(client, "replay", {"options": {"players": 2, "deed_drafting": False}, "seed": 9, "actions": []}))
    assert replayed == {**game, "steps": []}


def test_components_are_static_typed_and_cacheable(client):
    """GET /components: the lot grid, play areas, buildings and prices, with an ETag."""
    first = client.get(f"/v1/games/{GAME}/components")
    body = ok(first)["components"]
    assert first.headers["ETag"] and "max-age=86400" in first.headers["Cache-Control"]
    # Game Setup step 5: 7×7 lots with 2 players ... 10×10 with 5; written out here.
    assert {a["players"]: a["side"] for a in body["play_areas"]} == {2: 7, 3: 8, 4: 9, 5: 10}
    assert len(next(a for a in body["play_areas"] if a["players"] == 3)["lots"]) == 64
    assert body["deed_prices"] == [2, 3, 4, 6, 8, 10]
    by_kind = {b["kind"]: b for b in body["buildings"]}
    assert by_kind["insula_l"]["size"] == 3 and by_kind["insula_l"]["citizens"] == 4
    assert by_kind["library"]["civic_scoring"] == {"per": "citizen", "vp": 1, "divisor": 2}
    assert by_kind["domus"]["count"] == 2 and by_kind["foundry_square"]["orientations"] == 1
    again = client.get(f"/v1/games/{GAME}/components", headers={"If-None-Match": first.headers["ETag"]})
    assert again.status_code == 304 and not again.get_data()
    schemas = game_list.get(GAME).schemas
    assert schemas.errors(schemas.components, body) == []


def test_components_of_an_unknown_game_is_404(client):
    response = client.get("/v1/games/chess/components")
    assert response.status_code == 404 and response.mimetype == "application/problem+json"


def test_every_game_is_listed_and_set_up(client):
    """Foundations of Rome, Founders of Gloomhaven and Gloomhaven (its monster-moves endpoint
    beside the protocol's)."""
    ids = [g["id"] for g in ok(client.get("/v1/games"))["games"]]
    assert ids == ["foundations-of-rome", "founders-of-gloomhaven", "gloomhaven"]
    founders = ok(call(client, "setup", {"options": {"players": 3}, "seed": 1}, game="founders-of-gloomhaven"))
    assert founders["state"]["game"] == "founders-of-gloomhaven" and len(founders["status"]["awaiting"]) == 1
    solo = [{"class": "brute", "level": 1, "seat": 0}, {"class": "tinkerer", "level": 1, "seat": 0}]
    options = {"scenario": 1, "characters": solo}
    game = ok(call(client, "setup", {"options": options, "seed": 1}, game="gloomhaven"))
    assert game["state"]["game"] == "gloomhaven" and game["status"]["awaiting"] == [0]


def test_replay_of_a_table_game_needs_no_seed(client):
    """randomness "table": the draws are chance actions (player -1) in the log itself."""
    options = {"players": 2, "first_player": 0, "randomness": "table"}
    game = ok(call(client, "setup", {"options": options}))
    state, actions = game["state"], []
    while len(actions) < 30:
        listed = ok(call(client, "legal-actions", {"state": state}))["actions"]
        action = listed[len(actions) % len(listed)]
        state = ok(call(client, "apply", {"state": state, "action": action}))["state"]
        actions.append(action)
    assert any(a["player"] == -1 for a in actions) and any(a["player"] == 0 for a in actions)
    replayed = ok(call(client, "replay", {"options": options, "actions": actions}))
    assert replayed["state"] == state
    seeded = call(client, "replay", {"options": {"players": 2}, "actions": []})
    assert seeded.status_code == 422 and seeded.get_json()["errors"]["json"]["seed"]
