"""#86 Harried Village (GG's notes on the scenario book, p. 108-109): "Villagers (a) ... 3+L HP
each; cannot be healed; not considered allies to the characters; enemies to all monster types;
act on initiative 99 each round, performing "Move 3" toward the end of the docks (b). A villager
that reaches (b) is removed from the map and counts as saved"; "Save seven villagers before
five are killed"; "The Lurkers are not set up until the end of the round in which the first
villager is saved"."""

import copy

import pytest

from rules.core import InvalidState
from rules.gloomhaven import GAME, conditions, escorts, goals, objectives, selectors, special_rules
from rules.gloomhaven.board import Map, key

from .scenario_turns import first_character_turn

DOCKS = [(-16, 5), (-17, 5)]


def _near_the_docks(state, name="Villager 1", steps=2):
    game_map = Map(state)
    villager = next(e for e in state["escorts"] if e["name"] == name)
    villager["hex"] = list(
        next(
            h
            for h in sorted(game_map.cells)
            if h not in game_map.figures
            and not game_map.overlays.get(h)
            and min(game_map.distance(h, d) for d in DOCKS) == steps
        )
    )
    return villager


def test_a_villager_reaching_the_docks_leaves_the_map_saved():
    state = first_character_turn(86)
    _near_the_docks(state)
    events = []
    escorts.take_turn(state, "Villager 1", events)
    assert "Villager 1" not in {e["name"] for e in state["escorts"]}
    assert state["tally"]["reached"] == ["Villager 1"]
    (saved,) = [e for e in events if e["type"] == "escort_saved"]
    assert key(saved["hex"]) in DOCKS and saved["name"] == "Villager 1"
    GAME.check_state(state)
    objectives.place(state)
    assert "Villager 1" not in {e["name"] for e in state["escorts"]}, "never set up again"


def test_a_villager_short_of_the_docks_stays():
    state = first_character_turn(86)
    _near_the_docks(state, steps=5)
    escorts.take_turn(state, "Villager 1", [])
    assert "Villager 1" in {e["name"] for e in state["escorts"]}
    assert "reached" not in state["tally"]


def test_seven_saved_win_five_killed_lose():
    state = first_character_turn(86)
    state["escorts"] = [e for e in state["escorts"] if e["name"] not in {f"Villager {k}" for k in range(1, 12)}]
    state["tally"]["reached"] = [f"Villager {k}" for k in range(1, 7)]
    assert goals.outcome(state) is None
    state["tally"]["reached"].append("Villager 7")
    assert goals.outcome(state) == "victory"
    state["tally"]["died"] = [f"Villager {k}" for k in range(8, 12)]
    assert goals.outcome(state) == "victory", "four killed"
    state["tally"]["reached"].pop()
    state["tally"]["died"].append("Villager 7")
    assert goals.outcome(state) == "defeat", "five killed"


def test_the_lurkers_come_at_the_end_of_the_round_of_the_first_save():
    state = first_character_turn(86)
    assert not any(m["type"] == "lurker" for m in state["monsters"])
    special_rules.at_round(state, False, [])
    assert not any(m["type"] == "lurker" for m in state["monsters"]), "none saved yet"
    _near_the_docks(state)
    escorts.take_turn(state, "Villager 1", [])
    assert not any(m["type"] == "lurker" for m in state["monsters"]), "not at once"
    events = []
    special_rules.at_round(state, False, events)
    lurkers = [m for m in state["monsters"] if m["type"] == "lurker"]
    assert [key(m["hex"]) for m in lurkers] == [(-16, -1)] and lurkers[0]["elite"], "the one for 2 characters"
    assert state["tally"]["arrived"] == ["lurker"]


def test_villagers_are_no_allies_of_the_characters_and_cannot_be_healed():
    state = first_character_turn(86)
    index = next(i for i, e in enumerate(state["escorts"]) if e["name"] == "Villager 8")
    villager = state["escorts"][index]
    me = ("character", state["turn"]["character"])
    state["characters"][me[1]]["hex"] = list(
        next(n for n in Map(state).neighbours(key(villager["hex"])) if n not in Map(state).figures)
    )
    assert key(villager["hex"]) not in selectors.figures(state, me, "one_adjacent_ally", None)
    villager["hp"] = 1
    villager["conditions"] = ["wound"]
    assert conditions.heal(state, ("escort", index), 3, []) == 0
    assert villager["hp"] == 1 and villager["conditions"] == ["wound"]


def test_a_saved_villager_on_the_map_is_refused():
    state = first_character_turn(86)
    edited = copy.deepcopy(state)
    edited["tally"]["reached"] = [edited["escorts"][0]["name"]]
    with pytest.raises(InvalidState, match="saved"):
        GAME.check_state(edited)
