"""#67 Arcane Library (GG's notes on the scenario book, p. 86): "Door 2 is locked and stays open
only while at least one character occupies a pressure plate (a). Any figure occupying the door
when it closes suffers trap damage and moves to the nearest unoccupied hex"; section 2: the
Arcane Golem "cannot enter or pass through door 2"."""

import copy

from rules.gloomhaven import GAME, damage, held_doors, monster_requests, rooms
from rules.gloomhaven.board import Map, key

from .scenario_turns import first_character_turn

DOOR_2, PLATES = (7, 5), ([4, 10], [12, 2])


def _tunnel():
    """#67 with the tunnel revealed, the library behind door 2 still hidden."""
    state = first_character_turn(67)
    rooms.reveal(state, [1, 2], [])
    assert rooms.fill_in(state, [])
    assert 3 not in state["rooms"]
    return state


def _hold(state, character=None, plate=PLATES[0]):
    """The character whose turn it is (or ``character``) put on ``plate``, and the doors settled."""
    character = state["turn"]["character"] if character is None else character
    state["characters"][character]["hex"] = list(plate)
    events = []
    held_doors.settle(state, events)
    return events


def test_door_2_is_shut_while_no_character_is_on_a_plate():
    state = _tunnel()
    assert DOOR_2 not in Map(state).cells
    assert DOOR_2 in held_doors.shut(state)


def test_a_character_on_a_plate_opens_door_2_and_the_library_is_revealed():
    state = _tunnel()
    events = _hold(state)
    assert 3 in state["rooms"]
    assert any(e["type"] == "door_opened" and e["hex"] == list(DOOR_2) for e in events)
    assert DOOR_2 in Map(state).cells
    assert any(m["type"] == "arcane-golem" for m in state["monsters"])
    GAME.check_state(state)


def test_stepping_off_the_plate_shuts_it_and_a_figure_in_it_is_moved_out_and_hurt():
    state = _tunnel()
    _hold(state)
    imp = next(m for m in state["monsters"] if m["type"] != "arcane-golem")
    imp["hex"], imp["hp"], imp["max_hp"] = list(DOOR_2), 9, 9
    events = _hold(state, plate=[3, 10])  # off the plate
    assert DOOR_2 not in Map(state).cells
    assert key(imp["hex"]) != DOOR_2 and key(imp["hex"]) in Map(state).cells
    assert Map(state).distance(key(imp["hex"]), (6, 5)) <= 2 or Map(state).distance(key(imp["hex"]), (8, 5)) <= 2
    assert imp["hp"] == 9 - state["levels"]["trap_damage"]
    assert {
        "type": "forced_moved",
        "figure": ["monster", state["monsters"].index(imp)],
        "kind": "door_shut",
        "hex": imp["hex"],
    } in events


def test_either_plate_holds_it():
    state = _tunnel()
    _hold(state)
    state["characters"][1 - state["turn"]["character"]]["hex"] = list(PLATES[1])
    _hold(state, plate=[3, 10])
    assert DOOR_2 not in held_doors.shut(state)


def test_a_character_moving_stands_where_its_move_has_taken_it():
    state = _tunnel()
    _hold(state)
    moving = copy.deepcopy(state)
    moving["decisions"].append({"kind": "move", "at": [3, 10], "seat": 0})
    assert DOOR_2 in held_doors.shut(moving), "the plate is left as the step is taken"


def test_a_character_exhausted_on_the_plate_lets_the_door_shut():
    state = _tunnel()
    _hold(state)
    damage.exhaust(state, state["turn"]["character"], [])
    assert DOOR_2 not in Map(state).cells


def test_the_arcane_golem_may_not_enter_door_2():
    state = _tunnel()
    _hold(state)
    golem = ("monster", next(i for i, m in enumerate(state["monsters"]) if m["type"] == "arcane-golem"))
    request = monster_requests.request(state, golem, {"plus": 0}, None)
    assert list(DOOR_2) in request["map"]["obstacles"]
    imp = ("monster", next(i for i, m in enumerate(state["monsters"]) if m["type"] != "arcane-golem"))
    assert list(DOOR_2) not in monster_requests.request(state, imp, {"plus": 0}, None)["map"]["obstacles"]
