"""#84 Crystalline Cave (GG's notes on the scenario book, p. 106): "Crystal (a): 4+C+(2×L) HP;
cannot be healed; not considered an ally to the characters"; "Twice during the scenario, when
the crystal would suffer damage, any character may lose one card from their hand to make it
suffer no damage instead"; "Lose: The crystal is destroyed"."""

import copy

import pytest

from rules.core import InvalidState, decisions
from rules.gloomhaven import GAME, damage, goals

from .scenario_turns import first_character_turn

CRYSTAL = ("escort", 0)


def _struck(state, amount=3):
    damage.suffer(state, CRYSTAL, amount, [], source="attack")
    return decisions.top(state["decisions"])


def test_the_players_may_spare_the_crystal_by_losing_a_card():
    state = first_character_turn(84)
    state["tally"].pop("protected", None)  # the monsters may have struck it before (first choices spare it)
    hp = state["escorts"][0]["hp"]
    frame = _struck(state)
    assert frame["kind"] == "protect_figure" and frame["amount"] == 3
    assert state["escorts"][0]["hp"] == hp, "the damage waits for the players"
    GAME.check_state(state)
    actions = GAME.legal_actions(state)
    assert {a["type"] for a in actions} == {"protect_with_card", "let_suffer"}
    spend = next(a for a in actions if a["type"] == "protect_with_card")
    state, events = GAME.apply(state, spend)
    assert state["escorts"][0]["hp"] == hp
    assert spend["card"] in state["characters"][spend["character"]]["lost"]
    assert state["tally"]["protected"] == 1
    assert events[0]["type"] == "damage_negated_for"


def test_or_let_it_suffer():
    state = first_character_turn(84)
    state["tally"].pop("protected", None)
    hp = state["escorts"][0]["hp"]
    _struck(state)
    state, _ = GAME.apply(state, next(a for a in GAME.legal_actions(state) if a["type"] == "let_suffer"))
    assert state["escorts"][0]["hp"] == hp - 3
    assert "protected" not in state["tally"]


def test_twice_only():
    state = first_character_turn(84)
    state["tally"]["protected"] = 2
    hp = state["escorts"][0]["hp"]
    damage.suffer(state, CRYSTAL, 3, [], source="attack")
    assert state["escorts"][0]["hp"] == hp - 3 and decisions.top(state["decisions"])["kind"] != "protect_figure"


def test_the_crystal_destroyed_loses_the_scenario():
    state = first_character_turn(84)
    state["tally"]["protected"] = 2
    damage.suffer(state, CRYSTAL, 999, [], source="attack")
    assert state["tally"]["died"] == ["The Crystal"]
    assert goals.outcome(state) == "defeat"


@pytest.mark.parametrize(("edit", "match"), [(lambda s: s["tally"].update(protected=3), "protected")])
def test_the_protection_state_is_checked(edit, match):
    state = first_character_turn(84)
    edited = copy.deepcopy(state)
    edit(edited)
    with pytest.raises(InvalidState, match=match):
        GAME.check_state(edited)
