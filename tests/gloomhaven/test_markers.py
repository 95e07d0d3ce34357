"""A scenario's tokens the characters activate (GG's notes on the scenario book): #26 Ancient
Cistern, "A character adjacent to a pump may give up a bottom action (discarding that card
instead) to cleanse it. At the end of each round, every pump not yet cleansed summons one
normal Black Imp"; #75 Overgrown Graveyard, "Any character can dig up a grave (a) or (b) by
spending 1+C movement while adjacent to it. The movement need not be spent all at once ...
When a grave is fully dug up, one Living Corpse spawns in the nearest empty hex"."""

import copy

import pytest

from rules.core import InvalidState, decisions
from rules.gloomhaven import GAME, goals, rooms, special_rules
from rules.gloomhaven.board import Map, key

from .scenario_turns import first_character_turn


def _beside(state, at):
    game_map = Map(state)
    return list(
        next(
            n
            for n in sorted(game_map.neighbours(key(at)))
            if n not in game_map.figures and not game_map.has(n, "obstacle")
        )
    )


def _marker(state, name):
    return next(m for m in state["markers"] if m["name"] == name)


# --- #75: movement spent on a grave ----------------------------------------------------------
def _digging(progress=0):
    """#75, the character whose turn it is beside Grave a1, moving (its basic Move 2)."""
    state = first_character_turn(75)
    me = state["turn"]["character"]
    state["characters"][me]["hex"] = _beside(state, [2, 2])
    _marker(state, "Grave a1")["progress"] = progress
    card = state["characters"][me]["in_play"][0]
    seat = state["characters"][me]["seat"]
    state, _ = GAME.apply(
        state, {"type": "play_half", "player": seat, "character": me, "card": card, "half": "bottom", "basic": True}
    )
    assert decisions.top(state["decisions"])["kind"] == "move"
    return state, me, seat


def test_a_character_beside_a_grave_spends_movement_on_it():
    state, me, seat = _digging()
    dig = {"type": "spend_movement", "player": seat, "character": me, "token": "Grave a1"}
    assert dig in GAME.legal_actions(state)
    state, events = GAME.apply(state, dig)
    assert _marker(state, "Grave a1")["progress"] == 1
    assert decisions.top(state["decisions"])["left"] == 1, "one point of the Move 2 spent"
    assert events == [{"type": "movement_spent", "name": "Grave a1", "progress": 1}]
    GAME.check_state(state)


def test_the_last_point_digs_it_up_and_a_living_corpse_rises_beside_it():
    state, me, seat = _digging(progress=2)  # 1+C = 3 for two characters
    corpses = sum(m["type"] == "living-corpse" for m in state["monsters"])
    state, events = GAME.apply(state, {"type": "spend_movement", "player": seat, "character": me, "token": "Grave a1"})
    assert "Grave a1" not in {m["name"] for m in state["markers"]}
    assert state["tally"]["activated"] == ["Grave a1"]
    assert {"type": "token_activated", "name": "Grave a1", "character": me} in events
    (spawned,) = [e for e in events if e["type"] == "monster_spawned"]
    assert spawned["monster"] == "living-corpse" and not spawned["elite"], "normal for an a grave, 2 characters"
    assert Map(state).distance((2, 2), key(spawned["hex"])) == 1
    assert sum(m["type"] == "living-corpse" for m in state["monsters"]) == corpses + 1
    GAME.check_state(state)


def test_no_digging_away_from_a_grave_or_without_movement():
    state, me, seat = _digging()
    state["decisions"][-1]["at"] = [5, 1]  # the move took it away
    assert not [a for a in GAME.legal_actions(state) if a["type"] == "spend_movement"]
    state, me, seat = _digging()
    state["decisions"][-1]["left"] = 0
    assert not [a for a in GAME.legal_actions(state) if a["type"] == "spend_movement"]


def test_every_grave_dug_and_the_regent_killed_win():
    state = first_character_turn(75)
    names = [f"Grave {g}" for g in ("a1", "a2", "a3", "a4", "b1", "b2", "b3", "b4", "c")]
    state["markers"] = []
    state["tally"]["activated"] = names[:-1]
    state["tally"]["killed"]["bloated-regent"] = 1
    assert goals.outcome(state) is None, "grave c not dug"
    state["tally"]["activated"] = names
    state["monsters"] = [m for m in state["monsters"] if m["type"] != "bloated-regent"]
    assert goals.outcome(state) == "victory"


# --- #26: a bottom action given up for a pump ------------------------------------------------
def _pump_room():
    state = first_character_turn(26)
    rooms.reveal(state, [1, 2, 3], [])
    assert rooms.fill_in(state, [])
    assert {m["name"] for m in state["markers"]} == {"Water Pump a1", "Water Pump a2"}, "two pumps for 2 characters"
    return state


def test_a_character_beside_a_pump_gives_up_a_bottom_action_to_cleanse_it():
    state = _pump_room()
    me = state["turn"]["character"]
    state["characters"][me]["hex"] = _beside(state, _marker(state, "Water Pump a1")["hex"])
    offered = [a for a in GAME.legal_actions(state) if a["type"] == "activate_token"]
    assert {a["card"] for a in offered} == set(state["characters"][me]["in_play"])
    assert {a["token"] for a in offered} == {"Water Pump a1"}
    card = offered[0]["card"]
    state, events = GAME.apply(state, offered[0])
    assert state["tally"]["activated"] == ["Water Pump a1"]
    assert {"type": "token_activated", "name": "Water Pump a1", "character": me} in events
    assert state["turn"]["halves"] == [{"card": card, "half": "bottom", "basic": True}]
    assert card in state["characters"][me]["discard"], "discarded instead"
    assert decisions.top(state["decisions"])["kind"] == "character_turn", "then the top half of the other card"
    GAME.check_state(state)


def test_each_pump_not_yet_cleansed_summons_a_black_imp_as_the_round_ends():
    state = _pump_room()
    state["markers"] = [m for m in state["markers"] if m["name"] != "Water Pump a1"]
    state["tally"]["activated"] = ["Water Pump a1"]
    events = []
    special_rules.at_round(state, False, events)
    spawned = [e for e in events if e["type"] == "monster_spawned"]
    assert [e["monster"] for e in spawned] == ["black-imp"]
    pump = _marker(state, "Water Pump a2")["hex"]
    assert Map(state).distance(key(pump), key(spawned[0]["hex"])) == 1


def test_the_pumps_cleansed_win():
    state = _pump_room()
    state["markers"] = []
    state["tally"]["activated"] = ["Water Pump a1"]
    assert goals.outcome(state) is None
    state["tally"]["activated"].append("Water Pump a2")
    assert goals.outcome(state) == "victory", "b and c are not in play for two characters"


@pytest.mark.parametrize(
    ("edit", "match"),
    [
        (lambda s: s["markers"][0].update(progress=3), "progress"),
        (lambda s: s["markers"][0].update(hex=[5, 5]), "markers"),
        (lambda s: s["tally"].update(activated=["Grave z"]), "activated"),
        (lambda s: s["tally"].update(activated=[s["markers"][0]["name"]]), "markers"),
    ],
)
def test_the_tokens_state_is_checked(edit, match):
    state = first_character_turn(75)
    edited = copy.deepcopy(state)
    edit(edited)
    with pytest.raises(InvalidState, match=match):
        GAME.check_state(edited)
