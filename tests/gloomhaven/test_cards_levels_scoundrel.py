"""The Scoundrel's level 2–9 ability cards: values written out from the printed cards, and the
mechanics they brought into the vocabulary, played in Black Barrow."""

import pytest

from rules.gloomhaven import content
from tests.gloomhaven.level_turns import first_turn, hand_with
from tests.gloomhaven.test_card_mechanics import attacked, board, listed, play, stack, state_shield
from tests.gloomhaven.test_cards_levels import assert_printed, assert_two_per_level

CARDS = {c["id"]: c for c in content.character_class("scoundrel")["cards"] if c["level"] not in (1, "X")}

# id -> (name, level, initiative, top lost, bottom lost, top XP, bottom XP), from the printed cards
PRINTED = {
    100: ("Open Wound", 2, 11, False, False, 1, 0),
    101: ("Flintlock", 2, 90, False, True, 0, 2),
    102: ("Hidden Daggers", 3, 85, True, False, 2, 0),
    103: ("Duelist's Advance", 3, 16, False, False, 0, 0),
    104: ("Flurry of Blades", 4, 3, False, False, 1, 0),
    105: ("Gruesome Advantage", 4, 62, True, False, 2, 0),
    106: ("Cull the Weak", 5, 16, False, True, 1, 3),
    107: ("Visage of the Inevitable", 5, 88, False, False, 1, 0),
    108: ("Crippling Poison", 6, 30, True, False, 0, 1),
    109: ("Burning Oil", 6, 95, False, False, 1, 1),
    110: ("Stick to the Shadows", 7, 26, False, False, 2, 0),
    111: ("Spring the Trap", 7, 13, False, True, 2, 2),
    112: ("Stiletto Storm", 8, 80, False, False, 1, 0),
    113: ("Pain's End", 8, 38, True, False, 2, 0),
    114: ("Long Con", 9, 2, False, True, 0, 2),
    115: ("Watch It Burn", 9, 98, True, False, 2, 0),
}
HAND = [88, 89, 90, 91, 92, 93, 94, 95, 96]  # the level-1 cards


def test_two_cards_of_each_level_two_to_nine():
    assert_two_per_level(CARDS, range(100, 116))


@pytest.mark.parametrize("card_id", sorted(PRINTED))
def test_printed_values(card_id):
    assert_printed(CARDS[card_id], PRINTED[card_id])


WHOLE = {
    104: {
        "top": {"abilities": [{"type": "attack", "value": 2, "range": 3, "target": 3}], "xp": 1},
        "bottom": {
            "abilities": [
                {"type": "move", "value": 4},
                {"type": "bonus", "on": "own_attack", "add": {"advantage": True}},
            ],
            "active": {"duration": "round"},
        },
    },
    111: {
        "top": {"abilities": [{"type": "disarm_trap", "spring_range": 3}], "xp": 2},
        "bottom": {
            "abilities": [
                {
                    "type": "bonus",
                    "on": "own_attack",
                    "when": "target_alone_and_adjacent_to_ally",
                    "add": {"double_attack": True},
                }
            ],
            "lost": True,
            "active": {"duration": "persistent", "uses": 1, "xp_uses": [1], "xp_per_use": 2},
        },
    },
    113: {
        "top": {"abilities": [{"type": "heal", "value": 8, "who": "self"}], "lost": True, "xp": 2},
        "bottom": {
            "abilities": [
                {"type": "move", "value": 3},
                {"type": "kill", "who": "one_adjacent_enemy", "elite": True, "max_hp": 3},
            ]
        },
    },
}


@pytest.mark.parametrize("card_id", sorted(WHOLE))
def test_whole_card(card_id):
    card = CARDS[card_id]
    assert {"top": card["top"], "bottom": card["bottom"]} == WHOLE[card_id]


def _turn(*cards, lead=None):
    """The Scoundrel's turn with ``cards`` played (the first leads)."""
    return first_turn("scoundrel", list(cards), hand_with("scoundrel", *(c for c in cards if c >= 100)))


# --- conditional conditions and element-conditional bonuses -----------------------------------
@pytest.mark.parametrize("flanked", [True, False])
def test_open_wound_wounds_only_a_target_beside_an_ally(flanked):
    # Open Wound, top: "Attack 4. Add wound and gain 1 XP when the target is adjacent to any of
    # your allies."
    state = _turn(100, 89)
    state = board(state, (1, 4), [(2, 3)])
    if flanked:
        state["characters"][1]["hex"] = [3, 2]
    state, _ = play(state, type="play_half", card=100, half="top", basic=False)
    xp = state["characters"][0]["xp"]
    stack(state, "plus0")
    state, _ = play(state, type="target", hex=[2, 3])
    assert ("wound" in state["monsters"][0]["conditions"]) == flanked
    assert state["characters"][0]["xp"] == xp + flanked


@pytest.mark.parametrize(
    ("dark", "flanked", "bonus", "xp"), [(True, True, 4, 2), (True, False, 0, 0), (False, True, 0, 0)]
)
def test_stick_to_the_shadows_adds_four_with_dark_beside_an_ally(dark, flanked, bonus, xp):
    # Stick to the Shadows, top: "Attack 4. Consume dark: add +4 Attack and gain 2 XP when the
    # target is adjacent to any of your allies."
    state = _turn(110, 89)
    state = board(state, (1, 4), [(2, 3)])
    if flanked:
        state["characters"][1]["hex"] = [3, 2]
    state["elements"]["dark"] = 2
    shield = state_shield(state)
    state, _ = play(state, type="play_half", card=110, half="top", basic=False)
    before = state["characters"][0]["xp"]
    state, _ = play(state, type="consume", entries=[0] if dark else [], elements=["dark"] if dark else [])
    stack(state, "plus0")
    state, events = play(state, type="target", hex=[2, 3])
    assert attacked(events) == [(["monster", 0], 4 + bonus - shield)]
    assert state["characters"][0]["xp"] == before + xp


# --- advantage ---------------------------------------------------------------------------------
def test_flurry_of_blades_gives_advantage_on_every_attack_this_round():
    # Flurry of Blades, bottom: "Move 4. Gain advantage on all your attacks this round."
    # Venom Shiv, top: Attack 3, poison (+1 on a poisoned target; none here).
    state = _turn(104, 93)
    state = board(state, (1, 4), [(2, 3)])
    shield = state_shield(state)
    state, _ = play(state, type="play_half", card=104, half="bottom", basic=False)
    state, _ = play(state, type="stop")
    state, _ = play(state, type="play_half", card=93, half="top", basic=False)
    stack(state, "minus1", "plus2")
    _, events = play(state, type="target", hex=[2, 3])
    hit = next(e for e in events if e["type"] == "attacked")
    assert hit["drawn"] == ["minus1", "plus2"] and hit["damage"] == 5 - shield  # the better of two


# --- bonuses against targets with conditions ---------------------------------------------------
@pytest.mark.parametrize(("condition", "bonus", "uses"), [("stun", 2, 5), ("disarm", 2, 5), ("wound", 0, 6)])
def test_cull_the_weak_adds_two_against_disabled_targets_and_marks_a_use_then(condition, bonus, uses):
    # Cull the Weak, bottom: "On your next six attacks targeting enemies with disarm,
    # immobilize or stun, add +2 Attack." Venom Shiv, top: Attack 3, poison.
    state = _turn(106, 93)
    state = board(state, (1, 4), [((2, 3), [condition])])
    shield = state_shield(state)
    state, _ = play(state, type="play_half", card=106, half="bottom", basic=False)
    state, _ = play(state, type="play_half", card=93, half="top", basic=False)
    stack(state, "plus0")
    state, events = play(state, type="target", hex=[2, 3])
    assert attacked(events) == [(["monster", 0], 3 + bonus - shield)]
    assert [a["uses"] for a in state["characters"][0]["active"]] == [uses]


@pytest.mark.parametrize(("poisoned", "damage"), [(True, 3 + 1 + 2), (False, 3)])
def test_crippling_poison_adds_two_against_poisoned_targets(poisoned, damage):
    # Crippling Poison, top (persistent): "Add +2 Attack to all of your attacks targeting
    # enemies with poison" (poison itself adds +1).
    state = _turn(108, 92)
    state = board(state, (1, 4), [((2, 3), ["poison"] if poisoned else [])])
    shield = state_shield(state)
    state, _ = play(state, type="play_half", card=108, half="top", basic=False)
    state, _ = play(state, type="play_half", card=92, half="bottom", basic=False)
    stack(state, "plus0")
    _, events = play(state, type="target", hex=[2, 3])
    assert attacked(events) == [(["monster", 0], damage - shield)]


def test_watch_it_burn_poisons_and_wounds_with_every_attack():
    # Watch It Burn, top (persistent): "Add poison and wound to all of your attacks."
    state = _turn(115, 92)
    state = board(state, (1, 4), [(2, 3)])
    state, _ = play(state, type="play_half", card=115, half="top", basic=False)
    state, _ = play(state, type="play_half", card=92, half="bottom", basic=False)
    stack(state, "plus0")
    state, _ = play(state, type="target", hex=[2, 3])
    assert sorted(state["monsters"][0]["conditions"]) == ["poison", "wound"]


# --- Spring the Trap ------------------------------------------------------------------------------
def test_spring_the_trap_disarms_a_trap_and_springs_it_on_an_enemy():
    # Spring the Trap, top: "Disarm one adjacent trap. Target one enemy within Range 3 to
    # suffer the effects of the disarmed trap." A trap of 3 damage and poison.
    state = _turn(111, 89)
    state = board(state, (1, 4), [(1, 2), (-2, 3)])
    state["overlays"].append({"type": "trap", "hex": [2, 3], "damage": 3, "conditions": ["poison"]})
    hp = state["monsters"][0]["hp"]
    state, _ = play(state, type="play_half", card=111, half="top", basic=False)
    state, _ = play(state, type="token_hex", hex=[2, 3])
    assert [a["hex"] for a in listed(state, "choose_figure")] == [[1, 2]]  # (-2, 3) is 4 hexes away
    state, _ = play(state, type="choose_figure", hex=[1, 2])
    assert state["monsters"][0]["hp"] == hp - 3 and state["monsters"][0]["conditions"] == ["poison"]
    assert not [t for t in state["overlays"] if t["type"] == "trap"]


@pytest.mark.parametrize(("flanked", "alone", "damage"), [(True, True, 6), (True, False, 3), (False, True, 3)])
def test_spring_the_traps_bottom_doubles_an_attack_on_a_lone_flanked_enemy(flanked, alone, damage):
    # Spring the Trap, bottom: "On your next attack targeting an enemy adjacent to none of its
    # allies and also adjacent to any of your allies, double the value of the attack" (one
    # use, 2 XP). Venom Shiv, top: Attack 3, poison.
    state = _turn(111, 93)
    state = board(state, (1, 4), [(2, 3)] if alone else [(2, 3), (2, 2)])
    if flanked:
        state["characters"][1]["hex"] = [3, 2]
    shield = state_shield(state)
    state, _ = play(state, type="play_half", card=111, half="bottom", basic=False)
    xp = state["characters"][0]["xp"]
    state, _ = play(state, type="play_half", card=93, half="top", basic=False)
    stack(state, "plus0")
    state, events = play(state, type="target", hex=[2, 3])
    assert attacked(events) == [(["monster", 0], damage - shield)]
    used = damage == 6
    assert state["characters"][0]["xp"] == xp + 1 + (2 if used else 0)  # Venom Shiv's 1 XP
    assert (111 in state["characters"][0]["lost"]) == used


# --- kills -----------------------------------------------------------------------------------------
def test_visage_kills_a_lone_enemy_beside_an_ally_only():
    # Visage of the Inevitable, top: "Kill one adjacent normal enemy that is adjacent to none
    # of its allies and also adjacent to any of your allies."
    state = _turn(107, 89)
    state = board(state, (1, 4), [(2, 3), (0, 4), (-1, 4)])
    state["characters"][1]["hex"] = [3, 2]  # beside (2, 3) only
    state, _ = play(state, type="play_half", card=107, half="top", basic=False)
    assert [a["hex"] for a in listed(state, "choose_figure")] == [[2, 3]]  # (0, 4) has an ally beside it


def test_pains_end_kills_an_adjacent_enemy_of_three_hit_points_or_fewer():
    # Pain's End, bottom: "Move 3. Kill one adjacent enemy whose current hit point value is
    # equal to or less than 3" (an elite too).
    state = _turn(113, 89)
    state = board(state, (1, 4), [(2, 3), (1, 3), (0, 4)])
    state["monsters"][0]["hp"] = 4
    state["monsters"][1]["hp"] = 3
    state["monsters"][2].update(elite=True, hp=2)
    state, _ = play(state, type="play_half", card=113, half="bottom", basic=False)
    state, _ = play(state, type="stop")
    assert sorted(a["hex"] for a in listed(state, "choose_figure")) == [[0, 4], [1, 3]]
