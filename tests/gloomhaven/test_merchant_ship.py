"""#74 Merchant Ship (GG's notes on the scenario book, p. 94): "Lose: A water tile has to be added
but cannot be placed because the B tile is full. Setup: Remove the water tiles at (d) for three
characters. At the end of every even round (2 characters) or of every round (3 or 4 characters),
add one water tile to the B tile, adjacent to any existing water tile. A character may pick up
any water tile through normal looting and gets rid of it by ending their turn in one of the
hexes (e). A character can hold only one water tile at a time. Doors 1 and 2 are locked. Door 1
opens at the end of the third round, door 2 at the end of the sixth round."""

import pytest

from rules.gloomhaven import GAME, flooding, goals, looting, scenarios, special_rules
from rules.gloomhaven.board import Map, key

from .scenario_turns import PAIR, first_character_turn

D, E = [(-3, 0), (0, 0)], [(-6, 3), (0, 3)]
DOOR_1, DOOR_2 = (-2, 5), (-6, 5)
THREE = [*PAIR, {"class": "tinkerer", "level": 1, "seat": 2}]


def _water(state):
    return sorted(key(o["hex"]) for o in state["overlays"] if o["type"] == "difficult" and o.get("kind") == "water")


def _ship_hexes():
    return sorted(key(h) for h in scenarios.load(74).rooms[0].hexes)


@pytest.mark.parametrize("characters", [PAIR, THREE])
def test_the_d_tiles_come_off_for_three_characters(characters):
    state = first_character_turn(74, characters=characters)
    on_ship = [h for h in _water(state) if h in _ship_hexes()]
    assert len(on_ship) == (10 if len(characters) == 3 else 12)
    assert all((h in on_ship) == (len(characters) != 3) for h in D)


def test_a_tile_is_added_beside_the_water_each_even_round_for_two():
    state = first_character_turn(74)
    before = _water(state)
    events = []
    flooding.at_round_end(state, events)  # round 1
    assert _water(state) == before and events == []
    state["round"] = 2
    flooding.at_round_end(state, events)
    added = sorted(set(_water(state)) - set(before))
    assert len(added) == 1 and added[0] in _ship_hexes()
    assert any(n in before for n in Map(state).neighbours(added[0])), "beside a water tile"
    assert events == [{"type": "water_added", "hex": list(added[0])}]


def test_every_round_for_three():
    state = first_character_turn(74, characters=THREE)
    before = len(_water(state))
    flooding.at_round_end(state, [])
    assert len(_water(state)) == before + 1


def test_a_full_ship_sinks():
    state = first_character_turn(74)
    state["round"] = 2
    for h in _ship_hexes():
        if h not in _water(state):
            state["overlays"].append({"type": "difficult", "kind": "water", "hex": list(h)})
    flooding.at_round_end(state, [])
    assert state["tally"]["sunk"] is True
    assert goals.outcome(state) == "defeat"


def test_looting_picks_one_tile_up_and_bailing_gets_rid_of_it():
    state = first_character_turn(74)
    me = state["turn"]["character"]
    wet = [h for h in _water(state) if h in _ship_hexes()]
    events = []
    looting.loot_hex(state, me, list(wet[0]), events, end_of_turn=True)
    assert state["tally"]["bailing"] == [me] and wet[0] not in _water(state)
    assert events == [{"type": "water_taken", "character": me, "hex": list(wet[0])}]
    looting.loot_hex(state, me, list(wet[1]), events, end_of_turn=True)
    assert wet[1] in _water(state), "one at a time"
    GAME.check_state(state)
    state["characters"][me]["hex"] = list(E[1])
    flooding.at_turn_end(state, me, events)
    assert state["tally"]["bailing"] == [] and events[-1]["type"] == "water_bailed"


def test_the_doors_open_at_the_end_of_rounds_3_and_6():
    state = first_character_turn(74)
    state["round"] = 3
    assert DOOR_1 not in Map(state).cells, "locked until then"
    events = []
    special_rules.at_round(state, False, events)
    assert 3 in state["rooms"] and DOOR_1 in Map(state).cells
    assert DOOR_2 not in Map(state).cells
    spawned = [e for e in events if e["type"] == "monster_spawned"]
    assert [e["monster"] for e in spawned] == ["deep-terror"], "Section 1, for 2 characters"
