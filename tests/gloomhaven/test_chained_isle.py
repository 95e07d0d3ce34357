"""#70 Chained Isle (GG's notes on the scenario book, p. 89-90): "Living Spirits cannot be damaged
in any way, but conditions and other attack effects still apply to them"; "Each time a demon
dies, the players may remove any one Living Spirit from the map"."""

import copy

import pytest

from rules.core import InvalidState, decisions
from rules.gloomhaven import GAME, conditions, damage, special_rules

from .scenario_turns import first_character_turn

SPAWN_A = [-2, -4]  # a, where the Living Spirits come in odd rounds


def _with_a_spirit():
    state = first_character_turn(70)
    special_rules.spawn(state, {"monster": "living-spirit", "ranks": ["normal"] * 3, "hex": SPAWN_A}, [])
    state["monsters"][-1]["standee"] = 1
    return state, len(state["monsters"]) - 1


def test_living_spirits_take_no_damage_but_conditions():
    state, spirit = _with_a_spirit()
    hp = state["monsters"][spirit]["hp"]
    damage.suffer(state, ("monster", spirit), 50, [], source="attack")
    assert state["monsters"][spirit]["hp"] == hp
    conditions.give(state, ("monster", spirit), ["poison"], [])
    assert "poison" in state["monsters"][spirit]["conditions"]


def _kill_a_demon(state):
    demon = next(i for i, m in enumerate(state["monsters"]) if m["type"] == "night-demon")
    events = []
    damage.suffer(state, ("monster", demon), 99, events, source="ability")
    return events


def test_a_demon_killed_lets_the_players_remove_a_living_spirit():
    state, _ = _with_a_spirit()
    _kill_a_demon(state)
    frame = decisions.top(state["decisions"])
    assert frame["kind"] == "remove_monster" and frame["hexes"] == [SPAWN_A]
    GAME.check_state(state)
    actions = GAME.legal_actions(state)
    assert [a["hex"] for a in actions] == [SPAWN_A, None]
    coins = sum(o["type"] == "coin" for o in state["overlays"])
    state, events = GAME.apply(state, actions[0])
    assert not any(m["type"] == "living-spirit" for m in state["monsters"])
    assert {"type": "monster_removed", "monster": "living-spirit", "hex": SPAWN_A} in events
    assert (
        sum(o["type"] == "coin" for o in state["overlays"]) == coins and "living-spirit" not in state["tally"]["killed"]
    )
    assert decisions.top(state["decisions"])["kind"] == "character_turn", "the turn goes on"


def test_the_players_may_keep_it():
    state, _ = _with_a_spirit()
    _kill_a_demon(state)
    state, _ = GAME.apply(state, GAME.legal_actions(state)[-1])
    assert sum(m["type"] == "living-spirit" for m in state["monsters"]) == 1


def test_no_spirit_no_question():
    state = first_character_turn(70)
    _kill_a_demon(state)
    assert decisions.top(state["decisions"])["kind"] == "character_turn"


def test_a_removal_without_its_spirit_is_refused():
    state, spirit = _with_a_spirit()
    _kill_a_demon(state)
    edited = copy.deepcopy(state)
    edited["monsters"] = [m for m in edited["monsters"] if m["type"] != "living-spirit"]
    with pytest.raises(InvalidState, match="remove_monster"):
        GAME.check_state(edited)
