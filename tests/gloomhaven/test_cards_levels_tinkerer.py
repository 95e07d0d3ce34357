"""The Tinkerer's level 2–9 ability cards: values written out from the printed cards, and the
mechanics they brought into the vocabulary, played in Black Barrow."""

import pytest

from rules.core import decisions
from rules.gloomhaven import GAME, content
from tests.gloomhaven.level_turns import first_turn, hand_with
from tests.gloomhaven.test_card_mechanics import attacked, board, listed, play, stack, state_shield
from tests.gloomhaven.test_cards_levels import assert_printed, assert_two_per_level

CARDS = {c["id"]: c for c in content.character_class("tinkerer")["cards"] if c["level"] not in (1, "X")}

# id -> (name, level, initiative, top lost, bottom lost, top XP, bottom XP), from the printed cards
PRINTED = {
    45: ("Stamina Booster", 2, 48, False, True, 0, 2),
    46: ("Disorienting Flash", 2, 73, True, False, 2, 0),
    47: ("Tinkerer's Tools", 3, 26, False, False, 1, 0),
    48: ("Crank Bow", 3, 66, True, False, 2, 0),
    49: ("Dangerous Contraption", 4, 84, True, False, 2, 0),
    50: ("Micro Bots", 4, 22, True, True, 2, 0),
    51: ("Noxious Vials", 5, 75, False, True, 0, 1),
    52: ("Disintegration Beam", 5, 36, True, False, 1, 0),
    53: ("Gas Canister", 6, 71, False, True, 0, 2),
    54: ("Auto Turret", 6, 34, True, False, 3, 0),
    55: ("Murderous Contraption", 7, 94, True, False, 2, 0),
    56: ("Curative Aerosol", 7, 21, False, True, 0, 2),
    57: ("Jet Propulsion", 8, 38, False, True, 0, 2),
    58: ("Harsh Stimulants", 8, 27, True, False, 2, 0),
    59: ("Lethal Injection", 9, 85, True, False, 2, 0),
    60: ("Chimeric Formula", 9, 43, False, True, 0, 2),
}
SUMMONS = {
    49: {"name": "Battle Bot", "hp": 6, "move": 2, "attack": 2, "range": 0},
    55: {"name": "Kill Bot", "hp": 6, "move": 3, "attack": 3, "range": 0},
}


def test_two_cards_of_each_level_two_to_nine():
    assert_two_per_level(CARDS, range(45, 61))


@pytest.mark.parametrize("card_id", sorted(PRINTED))
def test_printed_values(card_id):
    assert_printed(CARDS[card_id], PRINTED[card_id])


@pytest.mark.parametrize("card_id", sorted(SUMMONS))
def test_summons(card_id):
    assert CARDS[card_id]["top"]["abilities"][0]["summon"] == SUMMONS[card_id]


def _turn(*cards, extra=()):
    """The Tinkerer's turn with ``cards`` played; ``extra``: more cards of her hand."""
    held = [c for c in (*cards, *extra) if 45 <= c <= 60]
    return first_turn("tinkerer", list(cards), hand_with("tinkerer", *held))


# --- Target 2 on a condition -------------------------------------------------------------------
def test_disorienting_flash_stuns_two_different_enemies():
    # Disorienting Flash, top: "Stun, Range 3, Target 2."
    state = _turn(46, 36)
    state = board(state, (1, 4), [(1, 2), (2, 2), (-2, 4)])
    state, _ = play(state, type="play_half", card=46, half="top", basic=False)
    state, _ = play(state, type="choose_figure", hex=[1, 2])
    assert sorted(a["hex"] for a in listed(state, "choose_figure")) == [[-2, 4], [2, 2]]
    state, _ = play(state, type="choose_figure", hex=[2, 2])
    assert [m["conditions"] for m in state["monsters"]] == [["stun"], ["stun"], []]


# --- Disintegration Beam ---------------------------------------------------------------------------
def test_disintegration_beam_kills_the_enemies_of_five_or_fewer_hit_points_in_its_line():
    # Disintegration Beam, top: "Kill all enemies in the targeted area whose current hit point
    # value is equal to or less than 5. Gain 1 XP for each enemy killed." (An elite too.)
    state = _turn(52, 36)
    state = board(state, (1, 4), [(1, 3), (1, 2), (1, 1)])  # a line north of the Tinkerer
    state["monsters"][0]["hp"] = 5
    state["monsters"][1]["hp"] = 6
    state["monsters"][2]["hp"] = 3  # the elite
    xp = state["characters"][0]["xp"]
    state, _ = play(state, type="play_half", card=52, half="top", basic=False)
    line = next(a["hexes"] for a in listed(state, "place_area") if sorted(a["hexes"]) == [[1, 1], [1, 2], [1, 3]])
    state, events = play(state, type="place_area", hexes=line)
    assert [m["hex"] for m in state["monsters"]] == [[1, 2]]  # the one of 6 hit points, unhurt
    assert state["monsters"][0]["hp"] == 6 and not attacked(events)
    assert state["characters"][0]["xp"] == xp + 2


# --- actions at the end of the turn --------------------------------------------------------------
def test_auto_turret_attacks_at_the_end_of_each_turn():
    # Auto Turret, top: "At the end of your next five turns, perform an 'Attack 2, Range 5'
    # action" (XP at the 1st, 3rd and 5th). Played with Stun Shot's bottom (Move 4).
    state = _turn(54, 36)
    state = board(state, (1, 4), [(1, 0)])
    shield = state_shield(state)
    xp = state["characters"][0]["xp"]
    state, _ = play(state, type="play_half", card=54, half="top", basic=False)
    state, _ = play(state, type="play_half", card=36, half="bottom", basic=False)
    state, _ = play(state, type="stop")
    stack(state, "plus0")
    frame = decisions.top(state["decisions"])
    assert frame["kind"] == "attack_targets"  # the end of the turn: the turret's attack
    state, events = play(state, type="target", hex=[1, 0])
    assert attacked(events) == [(["monster", 0], 2 - shield)]
    assert state["characters"][0]["active"] == [{"card": 54, "half": "top", "uses": 4}]
    assert state["characters"][0]["xp"] == xp + 1
    assert {"type": "turn_ended", "character": 0} in events


def test_gas_canister_lets_an_ally_recover_a_discard_at_the_end_of_the_turn():
    # Gas Canister, bottom: "At the end of your next four turns, one ally within Range 3 may
    # Recover one of their discarded cards."
    # Restorative Mist, top: Heal 3, Range 3 (the Tinkerer herself).
    state = _turn(53, 38)
    state = board(state, (1, 4), [(-2, 4)])
    brute = state["characters"][1]
    brute["hex"] = [1, 6]
    brute["discard"].append(brute["hand"].pop(0))
    state, _ = play(state, type="play_half", card=53, half="bottom", basic=False)
    state, _ = play(state, type="play_half", card=38, half="top", basic=False)
    state, _ = play(state, type="heal", hex=[1, 4])
    state, _ = play(state, type="choose_figure", hex=[1, 6])
    frame = decisions.top(state["decisions"])
    assert frame["kind"] == "recover_cards" and frame["character"] == 1
    card = brute["discard"][0]
    state, events = GAME.apply(state, {"type": "recover", "player": 1, "character": 1, "cards": [card]})
    assert card in state["characters"][1]["hand"]


# --- allies ---------------------------------------------------------------------------------
def test_harsh_stimulants_strengthens_and_hurts_the_adjacent_allies():
    # Harsh Stimulants, bottom: "All adjacent allies add +2 Attack to all their attacks this
    # round. All adjacent allies suffer 2 damage."
    state = _turn(58, 36)
    state = board(state, (1, 4), [(-2, 4)])
    state["characters"][1]["hex"] = [1, 5]
    state, _ = play(state, type="play_half", card=58, half="bottom", basic=False)
    assert state["characters"][1]["bonuses"] == [{"attack": 2, "range": 1}]
    assert state["characters"][0]["bonuses"] == []
    assert listed(state, "perform") and not listed(state, "skip")  # the damage must be done


def test_jet_propulsion_moves_each_summon_near_with_its_move_plus_two():
    # Jet Propulsion, top: "All summoned allies within Range 3 may perform Move +2 with you
    # controlling the actions." The Decoy (Move 2) and the Battle Bot (Move 2).
    state = _turn(57, 36, extra=[49])
    state = board(state, (1, 4), [(-2, 4)])
    me = state["characters"][0]
    for card in (31, 49):
        if card in me["hand"]:
            me["hand"].remove(card)
        me["active"].append({"card": card, "half": "top", "uses": 0})
    state["summons"] = [
        {"owner": 0, "card": 31, "hex": [1, 3], "hp": 6, "max_hp": 6, "conditions": [], "bonuses": []},
        {"owner": 0, "card": 49, "hex": [2, 3], "hp": 6, "max_hp": 6, "conditions": [], "bonuses": []},
    ]
    state, _ = play(state, type="play_half", card=57, half="top", basic=False)
    state, _ = play(state, type="perform")
    frame = decisions.top(state["decisions"])
    assert (frame["figure"], frame["left"], frame["character"]) == (["summon", 0], 4, 0)
    state, _ = play(state, type="stop")
    frame = decisions.top(state["decisions"])
    assert (frame["figure"], frame["left"]) == (["summon", 1], 4)


# --- cards of other characters --------------------------------------------------------------------
def test_chimeric_formula_recovers_two_lost_cards_then_loses_two():
    # Chimeric Formula, top: "One adjacent ally may Recover up to two of their lost cards,
    # then lose two cards."
    state = _turn(60, 36)
    state = board(state, (1, 4), [(-2, 4)])
    brute = state["characters"][1]
    brute["hex"] = [1, 5]
    lost = [brute["hand"].pop(0), brute["hand"].pop(0)]
    brute["lost"] += lost
    state, _ = play(state, type="play_half", card=60, half="top", basic=False)
    state, _ = play(state, type="choose_figure", hex=[1, 5])
    state, _ = GAME.apply(state, {"type": "recover", "player": 1, "character": 1, "cards": sorted(lost)})
    frame = decisions.top(state["decisions"])
    assert frame["kind"] == "lose_cards" and frame["count"] == 2
    hand = state["characters"][1]["hand"]
    state, _ = GAME.apply(state, {"type": "lose_cards", "player": 1, "character": 1, "cards": hand[-2:]})
    assert sorted(state["characters"][1]["lost"]) == sorted(hand[-2:])


def test_noxious_vials_top_has_nothing_to_refresh():
    # Noxious Vials, top: "One adjacent ally may Refresh one of their consumed small items."
    # The engine has no items: the ability is performed with no effect.
    state = _turn(51, 36)
    state = board(state, (1, 4), [(-2, 4)])
    state["characters"][1]["hex"] = [1, 5]
    state, events = play(state, type="play_half", card=51, half="top", basic=False)
    assert {"type": "ability_skipped", "character": 0, "reason": "no_target"} in events
