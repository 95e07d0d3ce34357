"""#87 Corrupted Cove (GG's notes on the scenario book, p. 110), Section 1: "Place four numbered
tokens on the Giant Ooze; it has Shield 2 for each token on it. Remove one token every time any
Ooze dies"; "A character who ends their turn on a water hex (a) removes that water tile and
gains, for the rest of the scenario, Shield 2 against all Ooze attacks and immunity to POISON.
Each character can gain this only once"; the water hexes a are the three in the main room
(the L tiles), not those of the starting tile."""

import pytest

from rules.gloomhaven import GAME, boons, conditions, content, rooms, scenario_rules

from . import monster_states
from .scenario_turns import first_character_turn
from .test_door_openers import end_turn

WATER = ([-8, 13], [0, 13], [3, 8])


def _cove():
    state = first_character_turn(87)
    rooms.reveal(state, [1, 2], [])
    assert rooms.fill_in(state, [])
    return state, state["turn"]["character"]


def _giant_shield(state):
    giant = next(m for m in state["monsters"] if m["type"] == "giant-ooze")
    return scenario_rules.monster_stats(state, "giant-ooze", giant["elite"]).get("shield", 0)


def test_the_giant_ooze_has_shield_2_per_token_left_one_lost_per_ooze_death():
    state, _ = _cove()
    printed = 1  # level 1 (two level-1 characters): the elite Ooze's stat card has Shield 1
    assert state["levels"]["monster"] == 1
    assert _giant_shield(state) == printed + 2 * 4
    state["tally"]["killed"]["ooze"] = 1
    assert _giant_shield(state) == printed + 2 * 3
    state["tally"]["killed"]["black-imp"] = 3
    assert _giant_shield(state) == printed + 2 * 3, "only Oozes' deaths remove tokens"
    state["tally"]["killed"]["ooze"] = 6
    assert _giant_shield(state) == printed, "no token left"


def _ends_turn_on(state, me, at):
    state["characters"][me]["hex"] = list(at)
    state, events, _ = end_turn(state)
    return state, events


def _an_ooze(state):
    return ("monster", next(i for i, m in enumerate(state["monsters"]) if m["type"] == "ooze"))


def test_a_character_ending_its_turn_on_a_water_hex_gains_shield_2_against_oozes_and_poison_immunity():
    state, me = _cove()
    state["characters"][me]["conditions"] = ["poison"]
    state, events = _ends_turn_on(state, me, WATER[2])
    assert {"type": "boon_gained", "character": me, "hex": WATER[2]} in events
    assert state["tally"]["boons"] == [me] and state["tally"]["boon_hexes"] == [WATER[2]]
    assert not any(o["hex"] == WATER[2] and o["type"] == "difficult" for o in state["overlays"]), "tile removed"
    assert "poison" not in state["characters"][me]["conditions"]
    assert conditions.give(state, ("character", me), ["poison", "wound"], []) == ["wound"]
    assert boons.shield(state, _an_ooze(state), ("character", me)) == 2
    imp = ("monster", next(i for i, m in enumerate(state["monsters"]) if m["type"] == "black-imp"))
    assert boons.shield(state, imp, ("character", me)) == 0, "against Oozes only"
    assert boons.shield(state, _an_ooze(state), ("character", 1 - me)) == 0
    GAME.check_state(state)


@pytest.mark.parametrize("gained", [False, True])
def test_the_shield_counts_in_an_oozes_attack(monkeypatch, gained):
    """Black Barrow's board with #87's boon rule: an Ooze's "Attack +0" (card 693) on the
    Brute, plus0 drawn, deals 2 less to a Brute that has gained the boon."""
    rule = next(r for r in scenario_rules.played(scenario_rules._entries()["87"])["setup"] if r["type"] == "boon")
    monkeypatch.setattr(boons, "_rule", lambda state: rule)
    state = monster_states.setup_turn("ooze", 693, [("ooze", [2, 3], False, None)])
    if gained:
        state["tally"]["boons"] = [0]
    events = monster_states.play_out(state)
    dealt = [e["damage"] for e in events if e["type"] == "attacked" and e["target"] == ["character", 0]]
    attack = content.monster_stats("ooze", state["levels"]["monster"], False, 2)["attack"]
    assert dealt == [max(0, attack - (2 if gained else 0))]


def test_each_character_once_and_each_hex_once():
    state, me = _cove()
    state, _ = _ends_turn_on(state, me, WATER[2])
    other = state["turn"]["character"] if state["turn"] is not None else None
    state["tally"]["boons"], state["tally"]["boon_hexes"] = [me], [WATER[2]]
    events = []
    boons.at_turn_end(state, me, events)  # still on the spent hex
    state["characters"][me]["hex"] = WATER[1]
    boons.at_turn_end(state, me, events)
    assert events == [] and state["tally"]["boon_hexes"] == [WATER[2]], "once per character"
    mate = 1 - me if other is None else other
    state["characters"][mate]["hex"] = WATER[2]
    boons.at_turn_end(state, mate, events)
    assert events == [], "the tile is gone"


def test_the_starting_tiles_water_gives_nothing():
    state, me = _cove()
    events = []
    state["characters"][me]["hex"] = [0, 2]
    boons.at_turn_end(state, me, events)
    assert events == [] and "boons" not in state["tally"]
