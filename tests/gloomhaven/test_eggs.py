"""#46 Nightmare Peak (GG's notes on the scenario book, p. 61): "Special 2: after the Winged Horror
performs the attacks listed on its stat card, it summons C eggs. Each egg is a numbered token
with 2+(L/2) HP, rounded up, and has initiative 99 for the purpose of summon focusing. Special 1:
after the Winged Horror attacks, every egg currently on the map is destroyed and each one spawns
one normal Night Demon in the hex it occupied"."""

import copy

import pytest

from rules.core import InvalidState
from rules.gloomhaven import GAME, bosses, content, monster_requests, objectives, rooms
from rules.gloomhaven.board import Map, key

from .scenario_turns import first_character_turn

SPECIAL_1, SPECIAL_2 = 575, 572  # Boss cards (FA)


def _peak():
    state = first_character_turn(46)
    rooms.reveal(state, [1, 2], [])
    assert rooms.fill_in(state, [])
    return state


def _horror(state):
    return next(i for i, m in enumerate(state["monsters"]) if m["type"] == "winged-horror")


def _summon(state):
    events = []
    bosses.perform(state, _horror(state), {"type": "scenario_rule", "rule": "summon_eggs"}, events)
    return events


def test_special_2_summons_c_eggs_beside_the_horror():
    state = _peak()
    events = _summon(state)
    eggs = state["objectives"]
    assert [e["name"] for e in eggs] == ["Egg 1", "Egg 2"], "C = 2"
    level = state["levels"]["scenario"]
    assert all(e["hp"] == e["max_hp"] == 2 + -(-level // 2) for e in eggs), "2+(L/2), rounded up"
    horror = key(state["monsters"][_horror(state)]["hex"])
    assert all(key(e["hex"]) in Map(state).neighbours(horror) for e in eggs)
    assert [e["type"] for e in events] == ["objective_summoned", "objective_summoned"]
    GAME.check_state(state)


def test_an_egg_is_the_characters_enemy_with_initiative_99_for_their_summons():
    state = _peak()
    _summon(state)
    game_map = Map(state)
    assert key(state["objectives"][0]["hex"]) in game_map.enemies_of("character")
    assert monster_requests._initiative(state, ("objective", 0)) == 99


def test_special_1_hatches_every_egg_into_a_normal_night_demon_on_its_hex():
    state = _peak()
    _summon(state)
    hexes = [e["hex"] for e in state["objectives"]]
    demons_before = sum(m["type"] == "night-demon" for m in state["monsters"])
    events = []
    bosses.perform(state, _horror(state), {"type": "scenario_rule", "rule": "hatch_eggs"}, events)
    assert state["objectives"] == []
    demons = [m for m in state["monsters"] if m["type"] == "night-demon"]
    assert len(demons) == demons_before + 2
    assert {tuple(m["hex"]) for m in demons if not m["elite"]} >= {tuple(h) for h in hexes}
    assert "destroyed" not in state["tally"], "hatched eggs are not tallied"
    assert rooms.fill_in(state, events)
    GAME.check_state(state)


def test_an_egg_destroyed_is_not_tallied_and_its_token_comes_back():
    state = _peak()
    _summon(state)
    objectives.wound(state, ("objective", 0), 99, [], source="attack")
    assert [e["name"] for e in state["objectives"]] == ["Egg 2"] and "destroyed" not in state["tally"]
    _summon(state)
    assert sorted(e["name"] for e in state["objectives"]) == ["Egg 1", "Egg 2", "Egg 3"]
    GAME.check_state(state)


def test_eight_eggs_at_most():
    state = _peak()
    for _ in range(6):
        _summon(state)
    assert len(state["objectives"]) <= objectives.SUMMONED


@pytest.mark.parametrize(
    "edit",
    [
        lambda s: s["objectives"][0].update(name="Egg 9"),
        lambda s: s["objectives"][1].update(name="Egg 1"),
        lambda s: s["objectives"][0].update(name="Egg"),
        lambda s: s["objectives"][0].update(hp=99),
    ],
    ids=["beyond the tokens", "twice", "the rule's own name", "hp"],
)
def test_the_state_check_refuses_impossible_eggs(edit):
    state = _peak()
    _summon(state)
    edit(state)
    with pytest.raises(InvalidState):
        GAME.check_state(copy.deepcopy(state))


def test_the_horrors_cards_summon_after_its_attacks_and_hatch_after_attacking():
    """The Boss cards' Special 1 and 2 as the Winged Horror performs them (``bosses.card``)."""
    state = _peak()
    for card, rule in ((SPECIAL_2, "summon_eggs"), (SPECIAL_1, "hatch_eggs")):
        found = next(c for c in content.monster_decks()["boss"] if c["id"] == card)
        kinds = [a["type"] for a in bosses.card(state, "winged-horror", found)["abilities"]]
        assert kinds[-1] == "scenario_rule" and "attack" in kinds[:-1]
        assert bosses.card(state, "winged-horror", found)["abilities"][-1]["rule"] == rule
