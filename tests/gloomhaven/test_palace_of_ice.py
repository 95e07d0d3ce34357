"""#54 Palace of Ice (GG's notes on the scenario book, p. 71): "only the character equipped with
the Staff of Xorn can inflict damage on the Harrower Infesters. For each point of damage
inflicted on a Harrower Infester, place one damage token on the Staff of Xorn item card. The
staff is fully charged when it holds 2×C×(L+1) tokens"; "the scenario is complete when the
Seeker of Xorn ends their turn adjacent to the altar (a) after the staff is fully charged";
"Lose: The Seeker of Xorn becomes exhausted"."""

import pytest

from rules.gloomhaven import GAME, damage, goals, pieces, rooms
from rules.gloomhaven.board import Map, key

from . import monster_states
from .scenario_turns import first_character_turn
from .test_door_openers import end_turn

STAFF, ALTAR = "Staff of Xorn", (14, 1)
SEEKER = [
    {"class": "brute", "level": 1, "seat": 0},
    {"class": "spellweaver", "level": 1, "seat": 1, "quest": "seeker-of-xorn"},
]


def _palace(characters=SEEKER):
    state = first_character_turn(54, characters=characters)
    rooms.reveal(state, [1], [])
    assert rooms.fill_in(state, [])
    return state


def _infester(state):
    return next(i for i, m in enumerate(state["monsters"]) if m["type"] == "harrower-infester")


def test_the_seeker_holds_the_uncharged_staff_from_the_start():
    state = _palace()
    assert state["pieces"] == [{"name": STAFF, "holder": 1, "hex": None, "charges": 0}]
    assert pieces.charge_needed(state, STAFF) == 2 * 2 * (state["levels"]["scenario"] + 1)
    GAME.check_state(state)


def test_with_no_seeker_the_first_character_holds_it():
    state = first_character_turn(54)
    assert state["pieces"][0]["holder"] == 0


def test_only_the_staffs_holder_damages_an_infester_and_each_point_charges_it():
    state = _palace()
    i = _infester(state)
    hp = state["monsters"][i]["hp"]
    assert pieces.dealt(state, ("character", 0), ("monster", i), 2) == 0, "the Brute inflicts none"
    assert pieces.dealt(state, ("summon", 0), ("monster", i), 2) == 0
    assert state["pieces"][0]["charges"] == 0
    assert pieces.dealt(state, ("character", 1), ("monster", i), 2) == 2
    assert state["pieces"][0]["charges"] == 2
    frost = next(j for j, m in enumerate(state["monsters"]) if m["type"] == "frost-demon")
    assert pieces.dealt(state, ("character", 0), ("monster", frost), 2) == 2, "other monsters as ever"
    assert state["pieces"][0]["charges"] == 2 and state["monsters"][i]["hp"] == hp
    pieces.dealt(state, ("character", 1), ("monster", i), 99)
    assert pieces.charged(state, STAFF) and state["pieces"][0]["charges"] == pieces.charge_needed(state, STAFF)
    GAME.check_state(state)


@pytest.mark.parametrize("holding", [False, True])
def test_an_attack_on_an_infester_charges_the_staff_or_deals_nothing(holding):
    """The acting character's basic Attack 2 on an Infester: with the staff it charges it by the
    damage dealt; without, it deals none."""
    state = _palace()
    me = state["turn"]["character"]
    state["pieces"][0]["holder"] = me if holding else 1 - me
    i = _infester(state)
    game_map = Map(state)
    beside = next(h for h in game_map.neighbours(key(state["monsters"][i]["hex"])) if h not in game_map.figures)
    state["characters"][me]["hex"] = list(beside)
    monster_states.stack(state["characters"][me]["modifiers"], ("plus0",) * 3)
    seat = state["characters"][me]["seat"]
    card = state["characters"][me]["in_play"][0]
    state, _ = GAME.apply(
        state, {"type": "play_half", "player": seat, "character": me, "card": card, "half": "top", "basic": True}
    )
    state, events = GAME.apply(
        state, {"type": "target", "player": seat, "character": me, "hex": state["monsters"][i]["hex"]}
    )
    attacked = [e for e in events if e["type"] == "attacked"]
    if holding:
        assert attacked[0]["damage"] == 2, "plus0 on an Infester without a shield"
        assert state["pieces"][0]["charges"] == 2
    else:
        assert attacked[0]["damage"] == 0 and state["pieces"][0]["charges"] == 0


def _seeker_beside_the_altar(state):
    game_map = Map(state)
    state["characters"][1]["hex"] = list(next(h for h in game_map.neighbours(ALTAR) if h not in game_map.figures))


def test_the_seeker_ending_a_turn_beside_the_altar_with_the_staff_charged_wins():
    state = _palace()
    _seeker_beside_the_altar(state)
    pieces.delivered(state, 1)
    assert "delivered" not in state["tally"], "not charged yet"
    state["pieces"][0]["charges"] = pieces.charge_needed(state, STAFF)
    pieces.delivered(state, 0)
    assert "delivered" not in state["tally"], "the Brute's turn"
    pieces.delivered(state, 1)
    assert state["tally"]["delivered"] == [STAFF]
    state["monsters"] = []
    assert goals.outcome(state) == "victory"


def test_through_the_turns_end():
    state = _palace()
    state["pieces"][0]["charges"] = pieces.charge_needed(state, STAFF)
    if state["turn"]["character"] != 1:
        state, _, _ = end_turn(state)
    while state["turn"] is None or state["turn"]["character"] != 1:
        legal = GAME.legal_actions(state)
        state, _ = GAME.apply(state, legal[0])
    _seeker_beside_the_altar(state)
    state, _, _ = end_turn(state)
    assert state["tally"]["delivered"] == [STAFF]


def test_the_seeker_exhausted_loses():
    state = _palace()
    damage.exhaust(state, 1, [])
    assert state["pieces"] == []
    assert goals.outcome(state) == "defeat"
