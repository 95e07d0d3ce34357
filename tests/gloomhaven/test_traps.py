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


def test_a_condition_from_a_trap_entered_on_the_own_turn_lasts_through_the_next_turn():
    # Round summary, "Condizioni": immobilize and the like are removed "at the end of its next
    # turn"; entered during the character's own move, the trap's immobilize is gained in that
    # turn, so it still holds after it (as a condition from its own ability does).
    from rules.gloomhaven import GAME, conditions
    from tests.gloomhaven.test_card_mechanics import board, first_turn, play

    state = board(first_turn("brute", [3, 7], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10]), (1, 4), [(3, 0)])
    state["overlays"].append({"type": "trap", "hex": [1, 3], "damage": 0, "conditions": ["immobilize"]})
    GAME.check_state(state)
    state, _ = play(state, type="play_half", card=3, half="bottom", basic=True)  # Move 2
    state, events = play(state, type="step", hex=[1, 3])
    brute = state["characters"][0]
    assert "immobilize" in brute["conditions"] and "immobilize" in brute["fresh"]
    conditions.end_of_turn(state, ("character", 0), events)
    assert "immobilize" in brute["conditions"]  # until the end of its next turn
    conditions.start_of_turn(state, ("character", 0))
    conditions.end_of_turn(state, ("character", 0), events)
    assert "immobilize" not in brute["conditions"]
