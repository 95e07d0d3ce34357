"""#83 Shadows Within (GG's notes on the scenario book, p. 105), section 1: "characters and
character summons within two hexes of the altar (a) suffer 1 damage at the start of each of
their turns; monsters within two hexes of the altar heal 1 ... The Flame Demons are not set up
until all Cultists are dead; when that happens, read Section 2"; section 2: "set up the Flame
Demons. All characters and character summons suffer 2 damage at the start of each of their
turns"."""

import copy

import pytest

from rules.core import InvalidState
from rules.gloomhaven import GAME, auras, damage, rooms
from rules.gloomhaven.board import Map

from .scenario_turns import first_character_turn

ALTAR = (-5, 17)
FLAME_DEMONS = {(-6, 17)}  # the elite one for 2 characters (VGB, M1a)


def _altar_room():
    state = first_character_turn(83)
    rooms.reveal(state, [1, 2], [])
    assert rooms.fill_in(state, [])
    return state


def _kill_every(state, kind, events):
    while any(m["type"] == kind for m in state["monsters"]):
        index = next(i for i, m in enumerate(state["monsters"]) if m["type"] == kind)
        damage.suffer(state, ("monster", index), 99, events, source="ability")


def test_the_flame_demons_wait_for_the_last_cultist():
    state = _altar_room()
    assert not any(m["type"] == "flame-demon" for m in state["monsters"])
    assert any(m["type"] == "cultist" for m in state["monsters"])
    events = []
    _kill_every(state, "cultist", events)
    demons = [m for m in state["monsters"] if m["type"] == "flame-demon"]
    assert {tuple(m["hex"]) for m in demons} == FLAME_DEMONS and all(m["elite"] for m in demons)
    assert state["tally"]["arrived"] == ["flame-demon"]
    assert "flame-demon" in state["turn"]["revealed"], "they act this round, as a revealed room's"
    GAME.check_state(state)


def test_the_flame_demons_come_once():
    state = _altar_room()
    _kill_every(state, "cultist", [])
    _kill_every(state, "flame-demon", [])
    events = []
    _kill_every(state, "living-bones", events)  # any later kill
    assert not any(m["type"] == "flame-demon" for m in state["monsters"])


def test_near_the_altar_characters_suffer_1_and_monsters_heal_1_as_their_turns_start():
    state = _altar_room()
    game_map = Map(state)
    assert auras.effects(state, ("character", 0)) == {}, "far from the altar"
    state["characters"][0]["hex"] = list(_at_range(game_map, 2))
    assert auras.effects(state, ("character", 0))["damage_turn_start"] == 1
    state["characters"][0]["hex"] = list(_at_range(game_map, 3))
    assert auras.effects(state, ("character", 0)) == {}
    for i, monster in enumerate(state["monsters"]):
        near = game_map.distance(tuple(monster["hex"]), ALTAR) <= 2
        assert auras.effects(state, ("monster", i)).get("heal_turn_start") == (1 if near else None)
    state["monsters"][0]["hex"] = list(_at_range(game_map, 1))
    assert auras.effects(state, ("monster", 0))["heal_turn_start"] == 1


def _at_range(game_map, distance):
    return next(
        h for h in sorted(game_map.cells) if h not in game_map.figures and game_map.distance(h, ALTAR) == distance
    )


def test_once_the_cultists_are_dead_every_character_suffers_2_as_its_turn_starts():
    state = _altar_room()
    _kill_every(state, "cultist", [])
    state["characters"][0]["hex"] = list(_at_range(Map(state), 2))
    assert auras.effects(state, ("character", 0))["damage_turn_start"] == 3, "2 everywhere, 1 more near the altar"
    assert auras.effects(state, ("character", 1))["damage_turn_start"] == 2


def test_tally_arrived_is_checked():
    state = _altar_room()
    edited = copy.deepcopy(state)
    edited["tally"]["arrived"] = ["cultist"]
    with pytest.raises(InvalidState, match="arrived"):
        GAME.check_state(edited)
