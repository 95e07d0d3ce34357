"""The Mindthief's level 2–9 ability cards: values written out from the printed cards, and the
mechanics they brought into the vocabulary, played in Black Barrow."""

import pytest

from rules.gloomhaven import content
from tests.gloomhaven.level_turns import first_turn, hand_with
from tests.gloomhaven.test_card_mechanics import attacked, board, listed, play, stack, state_shield
from tests.gloomhaven.test_cards_levels import assert_printed, assert_two_per_level

CARDS = {c["id"]: c for c in content.character_class("mindthief")["cards"] if c["level"] not in (1, "X")}

# id -> (name, level, initiative, top lost, bottom lost, top XP, bottom XP), from the printed cards
PRINTED = {
    159: ("Wretched Creature", 2, 84, True, False, 2, 0),
    160: ("Hostile Takeover", 2, 9, False, True, 1, 2),
    161: ("Brain Leech", 3, 16, True, False, 2, 0),
    162: ("Silent Scream", 3, 73, False, False, 1, 1),
    163: ("Pilfer", 4, 68, False, True, 0, 2),
    164: ("Cranium Overload", 4, 5, True, False, 1, 0),
    165: ("Mass Hysteria", 5, 12, False, True, 1, 0),
    166: ("Frozen Mind", 5, 81, False, False, 2, 0),
    167: ("Corrupting Embrace", 6, 39, False, False, 0, 0),
    168: ("Dark Frenzy", 6, 10, False, False, 2, 1),
    169: ("Vicious Blood", 7, 83, False, False, 1, 0),
    170: ("Psychic Projection", 7, 92, False, True, 0, 0),
    171: ("Shared Nightmare", 8, 7, False, False, 1, 1),
    172: ("Domination", 8, 13, False, True, 1, 2),
    173: ("Many as One", 9, 91, True, True, 2, 2),
    174: ("Phantasmal Killer", 9, 67, False, False, 2, 0),
}
SUMMONS = {
    159: {"name": "Monstrous Rat", "hp": 4, "move": 3, "attack": 3, "range": 0},
    173: {"name": "Rat King", "hp": 9, "move": 2, "attack": 0, "range": 0, "attack_half_hp": True},
}


def test_two_cards_of_each_level_two_to_nine():
    assert_two_per_level(CARDS, range(159, 175))


@pytest.mark.parametrize("card_id", sorted(PRINTED))
def test_printed_values(card_id):
    assert_printed(CARDS[card_id], PRINTED[card_id])


@pytest.mark.parametrize("card_id", sorted(SUMMONS))
def test_summons(card_id):
    assert CARDS[card_id]["top"]["abilities"][0]["summon"] == SUMMONS[card_id]


def test_augments():
    def augment(half):
        return any(a.get("augment") for a in half["abilities"])

    assert sorted(c for c, card in CARDS.items() if augment(card["top"])) == [162, 166, 169, 174]
    assert not any(augment(card["bottom"]) for card in CARDS.values())


def _turn(*cards, extra=()):
    """The Mindthief's turn with ``cards`` played; ``extra``: more cards of her hand."""
    held = [c for c in (*cards, *extra) if c >= 159]
    return first_turn("mindthief", list(cards), hand_with("mindthief", *held))


def _augment(state, card):
    """Put ``card``'s top (an augment) into the Mindthief's active area."""
    me = state["characters"][0]
    me["hand"].remove(card)
    me["active"].append({"card": card, "half": "top", "uses": 0})


# --- augments -------------------------------------------------------------------------------------
def test_vicious_blood_gives_retaliate_on_each_melee_attack():
    # Vicious Blood, top: augment "On your melee attacks: gain Retaliate 2" (round); then Attack 2.
    state = _turn(169, 153)
    state = board(state, (1, 4), [(2, 3)])
    state, _ = play(state, type="play_half", card=169, half="top", basic=False)
    stack(state, "plus0")
    state, _ = play(state, type="target", hex=[2, 3])
    assert state["characters"][0]["bonuses"] == [{"retaliate": 2, "range": 1}]


def test_silent_scream_heals_a_figure_within_two_on_each_melee_attack():
    # Silent Scream, top: augment "On your melee attacks: Heal 2, Range 2"; then Attack 2.
    state = _turn(162, 153)
    state = board(state, (1, 4), [(2, 3)])
    state["characters"][1]["hex"] = [1, 6]
    state["characters"][1]["hp"] = 5
    state, _ = play(state, type="play_half", card=162, half="top", basic=False)
    state, _ = play(state, type="target", hex=[2, 3])
    assert sorted(a["hex"] for a in listed(state, "choose_figure")) == [[1, 4], [1, 6]]
    stack(state, "plus0")
    state, _ = play(state, type="choose_figure", hex=[1, 6])
    assert state["characters"][1]["hp"] == 7


@pytest.mark.parametrize("dark", [False, True])
def test_phantasmal_killer_kills_a_normal_target_of_a_melee_attack_with_dark(dark):
    # Phantasmal Killer, top: augment "On your melee attacks: consume dark: kill one normal
    # target instead." Scurry, top: Move 3, Attack 1.
    state = _turn(153, 161, extra=[174])
    _augment(state, 174)
    state = board(state, (1, 4), [(2, 3)])
    state["elements"]["dark"] = 2
    state, _ = play(state, type="play_half", card=153, half="top", basic=False)
    state, _ = play(state, type="stop")
    state, _ = play(state, type="consume", entries=[0] if dark else [], elements=["dark"] if dark else [])
    stack(state, "plus0")
    state, events = play(state, type="target", hex=[2, 3])
    assert ("monster_killed" in [e["type"] for e in events]) == dark
    assert bool(attacked(events)) != dark


@pytest.mark.parametrize("ice", [False, True])
def test_frozen_mind_stuns_with_ice(ice):
    # Frozen Mind, top: augment "On your melee attacks: consume ice: stun"; then Attack 2.
    state = _turn(166, 153)
    state = board(state, (1, 4), [(2, 3)])
    state["elements"]["ice"] = 2
    state, _ = play(state, type="play_half", card=166, half="top", basic=False)
    state, _ = play(state, type="consume", entries=[0] if ice else [], elements=["ice"] if ice else [])
    stack(state, "plus0")
    state, _ = play(state, type="target", hex=[2, 3])
    assert ("stun" in state["monsters"][0]["conditions"]) == ice


def test_psychic_projection_gives_ranged_attacks_the_augments():
    # Psychic Projection, bottom: "All your ranged attacks gain the effects of your augments
    # this round." The Mind's Weakness (augment: +2 Attack on melee attacks) is active;
    # Brain Leech, top: Attack 4, Range 4.
    for projected, bonus in ((True, 2), (False, 0)):
        state = _turn(161, 170)
        _augment(state, 151)
        state = board(state, (1, 4), [(1, 1)])
        shield = state_shield(state)
        if projected:
            state, _ = play(state, type="play_half", card=170, half="bottom", basic=False)
        state, _ = play(state, type="play_half", card=161, half="top", basic=False)
        stack(state, "plus0")
        _, events = play(state, type="target", hex=[1, 1])
        assert attacked(events) == [(["monster", 0], 4 + bonus - shield)]


def test_mass_hysteria_keeps_two_augments_and_the_player_discards_one_of_a_third():
    # Mass Hysteria, bottom: "You may have two augments active at once. If a third augment is
    # played, discard one of the others."
    state = _turn(169, 165)
    me = state["characters"][0]
    for card, half in ((165, "bottom"), (151, "top"), (152, "top")):
        if card in me["hand"]:
            me["hand"].remove(card)
        if card in me["in_play"]:
            me["in_play"].remove(card)
        me["active"].append({"card": card, "half": half, "uses": 0})
    state["characters"][0]["in_play"] = [169]
    state = board(state, (1, 4), [(-2, 4)])
    state, _ = play(state, type="play_half", card=169, half="top", basic=False)
    assert sorted(a["card"] for a in listed(state, "discard_augment")) == [151, 152]
    state, _ = play(state, type="discard_augment", card=151)
    assert sorted(a["card"] for a in state["characters"][0]["active"]) == [152, 165, 169]
    assert 151 in state["characters"][0]["discard"]


def test_without_mass_hysteria_a_second_augment_discards_the_first():
    state = _turn(169, 153)
    _augment(state, 151)
    state = board(state, (1, 4), [(-2, 4)])
    state, _ = play(state, type="play_half", card=169, half="top", basic=False)
    assert not listed(state, "discard_augment")
    assert sorted(a["card"] for a in state["characters"][0]["active"]) == [169]


# --- kills, loot, bonuses for allies -----------------------------------------------------------
def test_cranium_overload_kills_then_attacks_the_enemies_beside_the_killed_one():
    # Cranium Overload, top: "Kill one normal enemy within Range 4. Attack 2, target all
    # enemies adjacent to the killed target; 1 XP for each enemy targeted."
    state = _turn(164, 153)
    state = board(state, (1, 4), [(1, 1), (1, 0), (2, 0), (-2, 4)])
    xp = state["characters"][0]["xp"]
    state, _ = play(state, type="play_half", card=164, half="top", basic=False)
    stack(state, "plus0", "plus0")
    state, events = play(state, type="choose_figure", hex=[1, 1])
    targets = sorted(t for t, _ in attacked(events))
    assert targets == [["monster", 0], ["monster", 1]]  # (1, 0) and (2, 0), renumbered after the kill
    assert state["characters"][0]["xp"] == xp + 2


def test_pilfer_takes_a_coin_more_for_each_adjacent_enemy():
    # Pilfer, top: "Loot 1. Gain one additional money token from the supply for each adjacent
    # enemy."
    state = _turn(163, 153)
    state = board(state, (1, 4), [(2, 3), (1, 3), (-2, 4)])
    state["overlays"].append({"type": "coin", "hex": [0, 4], "amount": 1})
    coins = state["characters"][0]["coins"]
    state, _ = play(state, type="play_half", card=163, half="top", basic=False)
    state, _ = play(state, type="perform")
    assert state["characters"][0]["coins"] == coins + 1 + 2


def test_many_as_one_adds_the_number_of_allies_near_to_their_attacks():
    # Many as One, bottom: "All allies within Range 2 add +X Attack to all their attacks this
    # round, where X is the number of your allies within Range 2 of you."
    state = _turn(173, 153)
    state = board(state, (1, 4), [(-2, 4)])
    state["characters"][1]["hex"] = [1, 6]
    state, events = play(state, type="play_half", card=173, half="bottom", basic=False)
    assert state["characters"][1]["bonuses"] == [{"attack": 1, "range": 1}]
    assert state["characters"][0]["bonuses"] == []


def test_the_rat_king_attacks_with_half_its_hit_points():
    # Many as One, top: "Rat King: Attack X, where X is half the rat's current hit point value
    # (rounded up)."
    from rules.gloomhaven import summons

    rat = {"card": 173, "hp": 9}
    assert summons.stats(rat)["attack"] == 5
    assert summons.stats({**rat, "hp": 4})["attack"] == 2
    assert summons.card(rat) == summons.MOVE_ATTACK


def test_domination_lends_an_ally_the_augments():
    # Domination, top: "One adjacent ally may perform Attack 4. This attack gains the effects
    # of your augments." The Mind's Weakness (+2 Attack on melee attacks) is active.
    state = _turn(172, 153)
    _augment(state, 151)
    state = board(state, (1, 4), [(0, 6)])
    state["characters"][1]["hex"] = [1, 5]
    shield = state_shield(state)
    state, _ = play(state, type="play_half", card=172, half="top", basic=False)
    state, _ = play(state, type="choose_figure", hex=[1, 5])
    state["characters"][1]["modifiers"]["draw"].remove("plus0")
    state["characters"][1]["modifiers"]["draw"].insert(0, "plus0")
    _, events = GAME_apply(state, {"type": "target", "player": 1, "character": 1, "hex": [0, 6]})
    hits = [(e["target"], e["damage"]) for e in events if e["type"] == "attacked"]
    assert hits == [(["monster", 0], 4 + 2 - shield)]


def GAME_apply(state, action):
    from rules.gloomhaven import GAME

    return GAME.apply(state, action)
