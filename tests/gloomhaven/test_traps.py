"""Traps by kind (``traps.py``). Rulebook: trap damage is 2 + L unless the trap says
otherwise; a trap may give conditions; hazardous terrain deals half the trap damage, rounded
down, and stays on the map."""

from rules.gloomhaven import traps
from tests.gloomhaven.monster_states import of, round_one


def spring(state, overlay, who=("monster", 0)):
    state["overlays"].append(overlay)
    events = []
    traps.spring(state, who, overlay, events)
    return events


def test_a_spike_or_bear_trap_deals_the_trap_damage_and_goes():
    state = round_one()
    hp = state["monsters"][0]["hp"]
    spring(state, {"type": "trap", "kind": "bear", "hex": state["monsters"][0]["hex"]})
    assert state["monsters"][0]["hp"] == hp - state["levels"]["trap_damage"] == hp - 3
    assert not [o for o in state["overlays"] if o["type"] == "trap"]


def test_a_poison_trap_poisons_without_damage():
    state = round_one()
    hp = state["monsters"][0]["hp"]
    events = spring(state, {"type": "trap", "kind": "poison", "hex": state["monsters"][0]["hex"]})
    assert state["monsters"][0]["hp"] == hp and state["monsters"][0]["conditions"] == ["poison"]
    assert of(events, "trap_sprung")


def test_hazardous_terrain_half_the_trap_damage_and_it_stays():
    state = round_one()
    hp = state["monsters"][0]["hp"]
    spring(state, {"type": "hazardous", "kind": "hot-coals", "hex": state["monsters"][0]["hex"]})
    assert state["monsters"][0]["hp"] == hp - 1  # 3 // 2
    assert [o["type"] for o in state["overlays"]] == ["hazardous"]


def test_a_trap_made_by_an_ability_deals_its_own_damage():
    # Bandit Archer 538: "a 3 damage trap", whatever the scenario's trap damage.
    state = round_one()
    state["levels"]["trap_damage"] = 5
    hp = state["monsters"][0]["hp"]
    traps.create(state, state["monsters"][0]["hex"], 3, [], [])
    trap = state["overlays"][-1]
    traps.spring(state, ("monster", 0), trap, [])
    assert hp > 3 and state["monsters"][0]["hp"] == hp - 3
    assert trap not in state["overlays"]
