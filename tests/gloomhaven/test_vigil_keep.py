"""#80 Vigil Keep (GG's notes on the scenario book, p. 101-102): "Until a character has looted a
treasure tile, that character has Disadvantage on all attacks and cannot use any items"; "Each
character may loot only one treasure tile"; "Every character must loot one treasure tile, and
then all characters must reach the B tile"."""

import copy

import pytest

from rules.core import InvalidState
from rules.gloomhaven import GAME, auras, goals, items, looting, rooms, scenarios

from .scenario_turns import first_character_turn

TILES = [[5, -11], [8, -15]]  # two of the four goal tiles in the room behind (L1a)


def _treasure_room():
    state = first_character_turn(80, seed=1)
    rooms.reveal(state, [2], [])
    assert rooms.fill_in(state, [])
    return state


def test_until_it_has_looted_a_character_attacks_with_disadvantage_and_uses_no_item():
    state = _treasure_room()
    me = state["turn"]["character"]
    assert auras.effects(state, ("character", me))["disadvantage"]
    state["characters"][me]["items"] = [{"item": 12, "state": "ready", "uses": 0}]
    assert items.usable(state, me) == []
    assert goals.penalised(state, ("character", me), "no_items")
    looting.loot_hex(state, me, TILES[0], [])
    assert state["tally"]["goal_looters"] == [me]
    assert not auras.effects(state, ("character", me)).get("disadvantage")
    assert not goals.penalised(state, ("character", me), "no_items")


def test_a_character_loots_one_goal_tile_only():
    state = _treasure_room()
    me = state["turn"]["character"]
    looting.loot_hex(state, me, TILES[0], [])
    looting.loot_hex(state, me, TILES[1], [])
    assert state["tally"]["looted"].count("goal") == 1
    assert any(o["hex"] == TILES[1] for o in state["overlays"]), "the second stays for another"
    looting.loot_hex(state, 1 - me, TILES[1], [])
    assert sorted(state["tally"]["goal_looters"]) == [0, 1]
    GAME.check_state(state)


def _looted(state, looters):
    """Goal tiles taken off the map, one per looter."""
    taken = TILES[: len(looters)]
    state["overlays"] = [o for o in state["overlays"] if not (o["type"] == "treasure" and o["hex"] in taken)]
    state["tally"]["looted"], state["tally"]["goal_looters"] = ["goal"] * len(looters), list(looters)


def test_won_when_every_character_has_looted_and_stands_on_the_b_tile():
    state = _treasure_room()
    _looted(state, [0, 1])
    assert goals.outcome(state) is None, "not on the B tile yet"
    b_tile = [list(h) for h in next(r.hexes for r in scenarios.of(state["options"]).rooms if r.id == 5)][:2]
    for character, h in zip(state["characters"], b_tile, strict=True):
        character["hex"] = h
    assert goals.outcome(state) == "victory"


@pytest.mark.parametrize(
    ("looted", "looters"),
    [(1, []), (1, [5]), (2, [0, 0])],
)
def test_who_looted_each_goal_tile_is_checked(looted, looters):
    state = _treasure_room()
    edited = copy.deepcopy(state)
    _looted(edited, [0] * looted)
    edited["tally"]["goal_looters"] = looters
    with pytest.raises(InvalidState, match="goal_looters"):
        GAME.check_state(edited)
