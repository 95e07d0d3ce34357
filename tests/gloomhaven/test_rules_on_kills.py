"""Scenario rules that fire as a monster is killed: #62 Pit of Souls, "When ten Living Bones
have been killed, read Section 1": the Hungry Soul spawns at c (GG's notes on the scenario
book, p. 80)."""

import copy

import pytest

from rules.core import InvalidState
from rules.gloomhaven import GAME, content, damage, turn

from .scenario_turns import first_character_turn

HUNGRY_SOUL_HEX = [5, -5]  # c: GG's placement on the VGB map (scenario_rules.json)


def _kill_living_bones(state, events):
    index = next(i for i, m in enumerate(state["monsters"]) if m["type"] == "living-bones")
    damage.suffer(state, ("monster", index), 99, events, source="ability")


def test_the_tenth_living_bones_killed_brings_the_hungry_soul_at_once():
    state = first_character_turn(62)
    state["tally"]["killed"]["living-bones"] = 8
    events = []
    _kill_living_bones(state, events)
    assert not any(m["type"] == "hungry-soul" for m in state["monsters"]), "nine killed: not yet"
    _kill_living_bones(state, events)
    (soul,) = [m for m in state["monsters"] if m["type"] == "hungry-soul"]
    assert soul["hex"] == HUNGRY_SOUL_HEX, "on c, though rubble lies there"
    assert soul["standee"] is not None
    assert events[-1] == {"type": "monster_spawned", "monster": "hungry-soul", "elite": False, "hex": HUNGRY_SOUL_HEX}
    assert state["turn"]["revealed"] == ["hungry-soul"], "it acts this round, as a revealed room's monsters"
    assert state["tally"]["fired"] == [2]
    GAME.check_state(state)


def test_the_hungry_soul_comes_once():
    state = first_character_turn(62)
    state["tally"]["killed"]["living-bones"] = 9
    events = []
    _kill_living_bones(state, events)
    _kill_living_bones(state, events)
    assert sum(m["type"] == "hungry-soul" for m in state["monsters"]) == 1
    assert sum(e["type"] == "monster_spawned" for e in events) == 1


def test_the_hungry_soul_takes_its_place_in_the_round_as_the_turn_ends():
    state = first_character_turn(62)
    state["tally"]["killed"]["living-bones"] = 9
    _kill_living_bones(state, [])
    turn.finish(state, [])
    groups = [[member.get("monster") for member in group] for group in state["order"]]
    assert ["hungry-soul"] in groups
    assert state["monster_decks"]["living-bones"]["shown"] is not None, "its deck's card for the round"


def test_a_once_only_kill_rule_is_noted_in_the_tally_and_checked():
    state = first_character_turn(62)
    edited = copy.deepcopy(state)
    edited["tally"]["fired"] = [0]  # the round-start spawn at a fires every round
    with pytest.raises(InvalidState, match="fired"):
        GAME.check_state(edited)


@pytest.mark.parametrize(("level", "characters", "hp", "shield"), [(0, 2, 6, 5), (2, 3, 11, 6), (5, 3, 17, 7)])
def test_the_hungry_souls_stats_follow_the_book(level, characters, hp, shield):
    """Section 1: "Its HP is (H×C)/2 rounded up, where H is an elite Living Bones' regular
    HP. It has an extra Shield 5 on top of its regular shield and adds +2 Attack"."""
    elite = content.monster_stats("living-bones", level, True, characters)
    soul = content.monster_stats("hungry-soul", level, False, characters)
    assert soul["hp"] == hp == -(-elite["hp"] * characters // 2)
    assert soul["shield"] == shield == elite.get("shield", 0) + 5
    assert soul["attack"] == elite["attack"] + 2
