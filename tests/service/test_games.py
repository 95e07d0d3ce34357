"""Happy paths of the game API against the real Foundations of Rome engine."""

import orjson

from .helpers import GAME, call, new_game, ok


def test_list_games_shows_foundations_of_rome(client):
    games = ok(client.get("/v1/games"))["games"]
    meta = next(g for g in games if g["id"] == GAME)
    assert meta["players"] == {"min": 2, "max": 5}
    assert meta["rules_version"] == "1"
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
    assert first["status"]["awaiting"] == [state["current"]]
    assert first["status"]["terminal"] is False and first["status"]["scores"] is None


def test_setup_without_seed_picks_one(client):
    state = ok(call(client, "setup", {"options": {"players": 2}}))["state"]
    assert isinstance(state["rng"]["seed"], int)


def test_legal_actions_then_apply_a_listed_action(client):
    game = new_game(client)
    listed = ok(call(client, "legal-actions", {"state": game["state"]}))
    assert listed["status"] == game["status"]
    current = game["state"]["current"]
    assert listed["actions"] and all(a["player"] == current for a in listed["actions"])
    assert {"type": "take_income", "player": current} in listed["actions"]

    action = next(a for a in listed["actions"] if a["type"] == "buy_deed")
    applied = ok(call(client, "apply", {"state": game["state"], "action": action}))
    assert action["deed"] in applied["state"]["players"][current]["deeds"]
    assert any(e["type"] == "deed_bought" for e in applied["events"])
    assert applied["status"]["awaiting"] == [applied["state"]["current"]]
    assert applied["state"]["current"] != current


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
    assert view["draft"]["hand"] == state["draft"]["hands"][1]
    assert view["draft"]["hand_sizes"] == [len(h) for h in state["draft"]["hands"]]
    text = orjson.dumps(view).decode()
    hidden = state["draft"]["hands"][0] + state["draft"]["hands"][2]
    assert not [deed for deed in hidden if f'"{deed}"' in text]
    assert "seed" not in text
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
    assert replayed["steps"] == [{"action": a, "events": e} for a, e in zip(actions, events)]


def test_replay_of_no_actions_is_setup(client):
    game = new_game(client, players=2, seed=9)
    replayed = ok(call(client, "replay", {"options": {"players": 2, "deed_drafting": False},
                                          "seed": 9, "actions": []}))
    assert replayed == {**game, "steps": []}
