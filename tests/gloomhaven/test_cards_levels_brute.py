"""The Brute's level 2–9 ability cards: values written out from the printed cards, and the
mechanics they brought into the vocabulary, played in Black Barrow."""

import pytest

from rules.gloomhaven import content
from tests.gloomhaven.level_turns import first_turn, hand_with
from tests.gloomhaven.test_card_mechanics import attacked, board, listed, play, stack, state_shield
from tests.gloomhaven.test_cards_levels import assert_printed, assert_two_per_level

CARDS = {c["id"]: c for c in content.character_class("brute")["cards"] if c["level"] not in (1, "X")}

# id -> (name, level, initiative, top lost, bottom lost, top XP, bottom XP), from the printed cards
PRINTED = {
    14: ("Fatal Advance", 2, 40, True, False, 2, 0),
    15: ("Juggernaut", 2, 34, False, True, 0, 3),
    16: ("Hook and Chain", 3, 42, False, False, 0, 0),
    17: ("Brute Force", 3, 51, False, False, 1, 0),
    18: ("Unstoppable Charge", 4, 86, False, True, 1, 0),
    19: ("Devastating Hack", 4, 27, True, False, 3, 0),
    20: ("Whirlwind", 5, 28, True, False, 1, 0),
    21: ("Skirmishing Maneuver", 5, 29, False, False, 0, 1),
    22: ("Quietus", 6, 57, False, False, 1, 0),
    23: ("Immovable Phalanx", 6, 17, False, True, 0, 0),
    24: ("Defensive Tactics", 7, 26, False, True, 1, 2),
    25: ("Crippling Offensive", 7, 33, True, False, 3, 0),
    26: ("Frenzied Onslaught", 8, 41, False, False, 0, 1),
    27: ("Selfish Retribution", 8, 12, True, False, 0, 1),
    28: ("King of the Hill", 9, 39, True, False, 1, 0),
    29: ("Face Your End", 9, 67, False, True, 1, 2),
}


def test_two_cards_of_each_level_two_to_nine():
    assert_two_per_level(CARDS, range(14, 30))


@pytest.mark.parametrize("card_id", sorted(PRINTED))
def test_printed_values(card_id):
    assert_printed(CARDS[card_id], PRINTED[card_id])


WHOLE = {
    16: {
        "top": {"abilities": [{"type": "attack", "value": 3, "range": 3, "pull": 2}]},
        "bottom": {
            "abilities": [
                {"type": "move", "value": 4},
                {"type": "attack", "x": "hexes_moved_this_action", "only_if": "moved_in_straight_line"},
            ]
        },
    },
    20: {
        "top": {
            "abilities": [
                {
                    "type": "attack",
                    "value": 4,
                    "targets": "all_adjacent_enemies",
                    "if": [{"when": "always", "add": {"xp": 1, "per": "enemy_targeted"}}],
                }
            ],
            "lost": True,
        },
        "bottom": {
            "abilities": [{"type": "move", "value": 4}, {"type": "push", "value": 3, "who": "one_adjacent_enemy"}]
        },
    },
    24: {
        "top": {
            "abilities": [{"type": "attack", "value": 2, "range": 3, "target": 2, "conditions": ["immobilize"]}],
            "xp": 1,
        },
        "bottom": {
            "abilities": [
                {"type": "bonus", "on": "attacked", "add": {"retaliate": 1}},
                {"type": "bonus", "on": "attacked", "add": {"shield": 1}},
            ],
            "lost": True,
            "xp": 2,
            "active": {"duration": "persistent"},
        },
    },
    29: {
        "top": {"abilities": [{"type": "attack", "value": 2, "range": 4, "target": 3, "pull": 3}], "xp": 1},
        "bottom": {"abilities": [{"type": "kill", "who": "one_adjacent_enemy", "elite": True}], "lost": True, "xp": 2},
    },
}


@pytest.mark.parametrize("card_id", sorted(WHOLE))
def test_whole_card(card_id):
    card = CARDS[card_id]
    assert {"top": card["top"], "bottom": card["bottom"]} == WHOLE[card_id]


# --- kill ------------------------------------------------------------------------------------
def _kill(card, half, monsters, target, **change):
    """Play ``card``'s ``half``: a kill of one adjacent enemy; the state and events after
    choosing ``target`` (None: only the choices)."""
    state = first_turn("brute", [card, 1], hand_with("brute", card))
    state = board(state, (1, 4), monsters)
    for i, values in change.items():
        state["monsters"][int(i[1:])].update(values)
    state, events = play(state, type="play_half", card=card, half=half, basic=False)
    choices = sorted(a["hex"] for a in listed(state, "choose_figure"))
    if target is None:
        return state, events, choices
    state, events = play(state, type="choose_figure", hex=target)
    return state, events, choices


def test_fatal_advance_kills_one_adjacent_normal_enemy():
    # Fatal Advance, top: "Kill one adjacent normal enemy." (2 XP, lost). The elite beside the
    # Brute and the normal bandit two hexes away are not choices.
    state, events, choices = _kill(14, "top", [(2, 3), (1, 2), (2, 4)], [2, 3])
    assert choices == [[2, 3]]  # monster 2 (elite) on (2, 4), monster 1 not adjacent
    assert [e["type"] for e in events].count("monster_killed") == 1
    assert [m["hex"] for m in state["monsters"]] == [[1, 2], [2, 4]]
    me = state["characters"][0]
    assert me["xp"] == 2 and 14 in me["lost"]


def test_quietus_kills_only_a_stunned_normal_enemy():
    # Quietus, top: "Kill one adjacent normal enemy with stun."
    _, _, choices = _kill(22, "top", [(2, 3), ((1, 3), ["stun"])], None)
    assert choices == [[1, 3]]


def test_face_your_end_kills_a_normal_or_elite_enemy():
    # Face Your End, bottom: "Kill one adjacent normal or elite enemy."
    state, _, choices = _kill(29, "bottom", [(1, 2), (1, 1), (2, 4)], [2, 4])
    assert choices == [[2, 4]]
    assert [m["elite"] for m in state["monsters"]] == [False, False]


def test_a_kill_with_no_enemy_it_allows_is_skipped():
    state, events, choices = _kill(14, "top", [(1, 2)], None)
    assert choices == [] and {"type": "ability_skipped", "character": 0, "reason": "no_target"} in events


# --- Hook and Chain: Attack X after a straight move -------------------------------------------
@pytest.mark.parametrize(("path", "damage"), [([[1, 3], [1, 2], [1, 1]], 3), ([[1, 3], [2, 2], [2, 1]], None)])
def test_hook_and_chain_attacks_with_the_hexes_moved_only_after_a_straight_move(path, damage):
    # Hook and Chain, bottom: "Move 4. If the movement was in a straight line, perform Attack X,
    # where X is the number of hexes you moved with this action."
    state = first_turn("brute", [16, 1], hand_with("brute", 16))
    state = board(state, (1, 4), [(1, 0), (2, 0)])
    state, _ = play(state, type="play_half", card=16, half="bottom", basic=False)
    for h in path:
        state, _ = play(state, type="step", hex=h)
    state, _ = play(state, type="stop")
    if damage is None:
        assert not listed(state, "target") and state["turn"]["half"] is None
        return
    shield = state_shield(state)
    assert sorted(a["hex"] for a in listed(state, "target")) == [[1, 0], [2, 0]]
    stack(state, "plus0")
    _, events = play(state, type="target", hex=[1, 0])
    assert attacked(events) == [(["monster", 0], damage - shield)]


# --- Immovable Phalanx: moves as attacks ----------------------------------------------------
def test_immovable_phalanx_lets_a_move_be_an_attack_of_equal_value():
    # Immovable Phalanx, bottom (persistent): "You may treat all move abilities as attack
    # abilities of equal value." Juggernaut, top: Move 2, Attack 2.
    state = first_turn("brute", [15, 23], hand_with("brute", 15, 23))
    state = board(state, (1, 4), [(2, 3)])
    shield = state_shield(state)
    state, _ = play(state, type="play_half", card=23, half="bottom", basic=False)
    assert state["characters"][0]["active"] == [{"card": 23, "half": "bottom", "uses": 0}]
    state, _ = play(state, type="play_half", card=15, half="top", basic=False)
    assert listed(state, "attack_instead") and listed(state, "step")
    state, _ = play(state, type="attack_instead")
    stack(state, "plus0", "plus0")
    state, events = play(state, type="target", hex=[2, 3])
    assert attacked(events) == [(["monster", 0], 2 - shield)]
    assert state["characters"][0]["hex"] == [1, 4]  # no move made
    _, events = play(state, type="target", hex=[2, 3])  # then Juggernaut's own Attack 2
    assert attacked(events) == [(["monster", 0], 2 - shield)]


def test_without_immovable_phalanx_a_move_is_a_move():
    state = first_turn("brute", [6, 1], hand_with("brute", 23))
    state = board(state, (1, 4), [(2, 3)])
    state, _ = play(state, type="play_half", card=6, half="bottom", basic=False)
    assert not listed(state, "attack_instead")
    state, _ = play(state, type="step", hex=[1, 3])
    assert not listed(state, "attack_instead")


# --- Crippling Offensive: immobilize and push the same enemy ----------------------------------
def test_crippling_offensive_immobilizes_and_pushes_one_adjacent_enemy():
    # Crippling Offensive, bottom: "Move 3. Immobilize and Push 1, target one adjacent enemy."
    state = first_turn("brute", [25, 1], hand_with("brute", 25))
    state = board(state, (1, 4), [(1, 3), (0, 2)])
    state, _ = play(state, type="play_half", card=25, half="bottom", basic=False)
    state, _ = play(state, type="stop")
    state, _ = play(state, type="choose_figure", hex=[1, 3])
    assert state["monsters"][0]["conditions"] == ["immobilize"]
    assert state["monsters"][1]["conditions"] == []
    assert listed(state, "push_step")


# --- Frenzied Onslaught: +3 on targets disarmed, immobilized or stunned ----------------------
@pytest.mark.parametrize(("condition", "bonus"), [("immobilize", 3), ("stun", 3), ("poison", 1), (None, 0)])
def test_frenzied_onslaught_adds_three_against_disabled_enemies(condition, bonus):
    # Frenzied Onslaught, bottom: "Add +3 Attack to all your attacks targeting enemies with
    # disarm, immobilize or stun this round." Trample, top: Attack 3, Pierce 2 (poison: +1).
    state = first_turn("brute", [26, 1], hand_with("brute", 26))
    state = board(state, (1, 4), [((2, 3), [condition] if condition else [])])
    state, _ = play(state, type="play_half", card=26, half="bottom", basic=False)
    shield = max(0, state_shield(state) - 2)
    state, _ = play(state, type="play_half", card=1, half="top", basic=False)
    stack(state, "plus0")
    _, events = play(state, type="target", hex=[2, 3])
    assert attacked(events) == [(["monster", 0], 3 + bonus - shield)]


# --- Defensive Tactics: a persistent shield and retaliate --------------------------------------
def test_defensive_tactics_shields_and_retaliates_every_round():
    # Defensive Tactics, bottom (persistent): "Retaliate 1, Shield 1, self". A level-7 Brute with
    # it active, a bandit guard walking up to attack him.
    from rules.gloomhaven import GAME
    from rules.gloomhaven.levels import levels
    from tests.gloomhaven.monster_states import monster, play_out, setup_turn

    state = setup_turn("bandit-guard", 530, [("bandit-guard", [0, 6], False, None)], weaver=[-2, 3])
    state["options"]["characters"][0].update(level=7, cards=[14, 16, 18, 20, 22, 24])
    state["levels"] = levels([7, 1], "normal", solo=False).as_json()
    state["monsters"] = [monster(state, "bandit-guard", [0, 6], standee=state["monsters"][0]["standee"])]
    brute = state["characters"][0]
    brute.update(level=7, hp=22, max_hp=22)
    brute["hand"].remove(2)
    brute["active"].append({"card": 24, "half": "bottom", "uses": 0})
    GAME.check_state(state)
    events = play_out(state)
    hits = [e for e in events if e["type"] == "attacked"]
    assert [e["target"] for e in hits] == [["character", 0]]
    assert {"type": "retaliated", "figure": ["character", 0], "target": ["monster", 0], "damage": 1} in events
