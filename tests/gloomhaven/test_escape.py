"""#41 Timeworn Tomb (GG's notes on the scenario book, p. 54-55): "All characters must escape
through the exit (a)"; section 1: the room's Stone Golems and Ancient Artilleries "are not set
up until any character occupies pressure plate (b) at the end of their turn ... Door 2 is
locked and can only be opened once any character has occupied pressure plate (b)"; section
2: "at the end of every round, each character standing on hex (a) is removed from the map and
takes no further part in the scenario; any summons they own are removed too. If any character
becomes exhausted, the scenario is lost"."""

import copy

import pytest

from rules.core import InvalidState
from rules.gloomhaven import GAME, damage, goals, rooms, rule_events, special_rules
from rules.gloomhaven.board import Map

from .scenario_turns import first_character_turn

PLATE, DOOR_2, EXIT = [7, 3], (9, 3), [13, 1]


def _in_room_1():
    """#41 with door 1's room revealed and the character whose turn it is on the plate."""
    state = first_character_turn(41)
    rooms.reveal(state, [1], [])
    assert rooms.fill_in(state, [])
    state["monsters"] = [m for m in state["monsters"] if m["hex"] != PLATE]
    state["characters"][state["turn"]["character"]]["hex"] = PLATE
    return state


def test_door_2_stays_locked_until_a_character_ends_a_turn_on_the_plate():
    state = _in_room_1()
    assert DOOR_2 not in Map(state).cells
    events = []
    assert rule_events.at_turn_end(state, state["turn"]["character"], events)
    assert state["tally"]["pressed"] == [PLATE]
    assert DOOR_2 in Map(state).cells, "unlocked"
    assert DOOR_2 in rooms.closed_doors(state), "but not opened: a character opens it by entering"
    GAME.check_state(state)


def test_the_plate_sets_up_the_golems_and_artilleries_at_once():
    state = _in_room_1()
    golems = sum(m["type"] == "stone-golem" for m in state["monsters"])
    events = []
    rule_events.at_turn_end(state, state["turn"]["character"], events)
    spawned = [e for e in events if e["type"] == "monster_spawned"]
    assert [e["monster"] for e in spawned].count("stone-golem") == 2  # c, d for 2 characters
    assert sum(m["type"] == "stone-golem" for m in state["monsters"]) == golems + 2
    assert "stone-golem" in state["turn"]["revealed"], "new to the round: they act in it"
    again = []
    rule_events.at_turn_end(state, state["turn"]["character"], again)
    assert not any(e["type"] == "monster_spawned" for e in again), "once"
    GAME.check_state(state)


def test_a_turn_ended_off_the_plate_changes_nothing():
    state = _in_room_1()
    state["characters"][state["turn"]["character"]]["hex"] = [6, 2]
    events = []
    rule_events.at_turn_end(state, state["turn"]["character"], events)
    assert "pressed" not in state["tally"] and events == []
    assert DOOR_2 not in Map(state).cells


def _at_the_exit():
    state = first_character_turn(41)
    rooms.reveal(state, [1, 2], [])
    assert rooms.fill_in(state, [])
    state["monsters"] = [m for m in state["monsters"] if m["hex"] != EXIT]
    state["characters"][0]["hex"] = EXIT
    return state


def test_a_character_on_the_exit_leaves_as_the_round_ends():
    state = _at_the_exit()
    events = []
    special_rules.at_round(state, False, events)
    brute = state["characters"][0]
    assert brute["escaped"] and brute["exhausted"] and brute["hex"] is None
    assert "exhausted_at" not in brute and brute["hand"], "not exhausted: its cards are not lost"
    assert {"type": "escaped", "character": 0} in events
    assert not state["characters"][1].get("escaped")
    assert goals.outcome(state) is None, "one is still in the tomb"
    assert "exhausted" not in state["tally"], "escaping is not being exhausted"
    GAME.check_state(state)


def test_the_scenario_is_won_once_every_character_has_escaped():
    state = _at_the_exit()
    state["characters"][1]["hex"] = [12, 1]
    events = []
    special_rules.at_round(state, False, events)
    assert goals.outcome(state) is None
    state["characters"][1]["hex"] = EXIT
    special_rules.at_round(state, False, events)
    assert all(c["escaped"] for c in state["characters"])
    assert goals.outcome(state) == "victory"


def test_an_exhausted_character_after_door_2_loses_the_scenario():
    state = _at_the_exit()
    damage.exhaust(state, 1, [])
    assert state["tally"]["exhausted"] == [1]
    assert goals.outcome(state) == "defeat"
    GAME.check_state(state)


def test_an_exhausted_character_before_door_2_is_no_loss_but_can_never_escape():
    state = first_character_turn(41)
    damage.exhaust(state, 1, [])
    assert "exhausted" not in state["tally"]
    assert goals.outcome(state) is None
    rooms.reveal(state, [1, 2], [])
    state["monsters"] = [m for m in state["monsters"] if m["hex"] != EXIT]
    state["characters"][0]["hex"] = EXIT
    special_rules.at_round(state, False, [])
    assert goals.outcome(state) == "defeat", "all characters must escape"


@pytest.mark.parametrize(
    ("edit", "match"),
    [
        (lambda s: s["characters"][0].update(escaped=True), "escaped"),
        (lambda s: s["tally"].update(pressed=[[0, 0]]), "pressed"),
        (lambda s: s["tally"].update(exhausted=[0]), "tally.exhausted"),
    ],
)
def test_the_escape_state_is_checked(edit, match):
    state = first_character_turn(41)
    edited = copy.deepcopy(state)
    edit(edited)
    with pytest.raises(InvalidState, match=match):
        GAME.check_state(edited)


def test_no_other_scenario_lets_a_character_escape():
    state = first_character_turn(1)
    state["characters"][0].update(escaped=True, exhausted=True, hex=None)
    with pytest.raises(InvalidState, match="escaped"):
        GAME.check_state(state)
