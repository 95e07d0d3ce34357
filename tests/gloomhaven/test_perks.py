"""Perks (``rules/gloomhaven/perks.py``) and the effects of the perk modifier cards in attacks
(``card_effects.py``).

The perk lists below are written from the six starting classes' character sheets, not read
from ``data/agpl/perks.json``. Effects: rulebook "Attack modifier card" (the effects "function
exactly as if they had been written on the action card"), "Add Target", "Pierce", and the FAQ
("+1 Stun vs +1: +1 Stun is better; +0 Stun vs +2: ambiguous")."""

from collections import Counter

import pytest

from rules.core import IllegalAction, InvalidOptions, InvalidState, decisions
from rules.gloomhaven import GAME, modifiers, perks
from rules.gloomhaven.modifiers import ADVANTAGE, DISADVANTAGE
from tests.gloomhaven.test_card_mechanics import to_first_turn

ME = {"player": 0, "character": 0}
STANDARD = Counter({"plus0": 6, "plus1": 5, "minus1": 5, "plus2": 1, "minus2": 1, "double": 1, "null": 1})

#: Checkboxes of each class's perks, in printed order (the character sheets).
CHECKBOXES = {
    "brute": [1, 1, 2, 1, 2, 1, 2, 1, 2, 1, 1],
    "tinkerer": [2, 1, 1, 1, 1, 1, 2, 2, 2, 1, 1],
    "spellweaver": [1, 2, 2, 1, 1, 1, 1, 2, 2, 1, 1],
    "scoundrel": [2, 1, 1, 1, 2, 2, 1, 2, 1, 1, 1],
    "cragheart": [1, 3, 1, 2, 2, 1, 2, 1, 1, 1],
    "mindthief": [2, 1, 1, 1, 2, 2, 1, 1, 1, 1, 1, 1],
}

#: A sample of each class's perks as printed: (index, cards removed, cards added).
SAMPLES = {
    "brute": [
        (0, ["minus1", "minus1"], []),  # Remove two -1 cards
        (4, [], ["plus0_push1_rolling"] * 3),  # Add three rolling PUSH 1 cards
        (7, [], ["plus0_disarm_rolling", "plus0_muddle_rolling"]),  # one rolling DISARM and one rolling MUDDLE
        (9, [], ["plus1_shield1"]),  # Add one +1 Shield 1, Self card
    ],
    "tinkerer": [
        (1, ["minus2"], ["plus0"]),  # Replace one -2 card with one +0 card
        (4, [], ["plus0_fire_rolling"] * 2),  # Add two rolling FIRE cards
        (8, [], ["plus1_heal2"]),  # Add one +1 Heal 2 card
        (9, [], ["plus0_target"]),  # Add one +0 ADD TARGET card
    ],
    "spellweaver": [
        (0, ["plus0"] * 4, []),  # Remove four +0 cards
        (6, [], ["plus1_curse"]),  # Add one +1 CURSE card
        (9, [], ["plus0_earth_rolling", "plus0_air_rolling"]),  # one rolling EARTH and one rolling AIR
    ],
    "scoundrel": [
        (4, ["plus0"], ["plus2"]),  # Replace one +0 card with one +2 card
        (5, [], ["plus1_rolling"] * 2),  # Add two rolling +1 cards
        (9, [], ["plus0_invisible_rolling"]),  # Add one rolling INVISIBLE card
    ],
    "cragheart": [
        (2, [], ["minus2", "plus2", "plus2"]),  # Add one -2 card and two +2 cards
        (4, [], ["plus2_muddle"]),  # Add one +2 MUDDLE card
        (5, [], ["plus0_push2_rolling"] * 2),  # Add two rolling PUSH 2 cards
    ],
    "mindthief": [
        (2, ["plus1", "plus1"], ["plus2", "plus2"]),  # Replace two +1 cards with two +2 cards
        (4, [], ["plus2_ice"]),  # Add one +2 ICE card
        (7, [], ["plus0_muddle_rolling"] * 3),  # Add three rolling MUDDLE cards
    ],
}

#: The checkboxes of the perks that let a character ignore negative effects (class, box, what).
IGNORING = [
    ("brute", 14, "negative_item_effects"),  # Ignore negative item effects and add one +1 card
    ("tinkerer", 14, "negative_scenario_effects"),
    ("scoundrel", 14, "negative_scenario_effects"),
    ("cragheart", 13, "negative_item_effects"),
    ("cragheart", 14, "negative_scenario_effects"),
    ("mindthief", 14, "negative_scenario_effects"),
]


# --- the perk lists ------------------------------------------------------------------------
@pytest.mark.parametrize("klass", sorted(CHECKBOXES))
def test_each_class_has_its_printed_perks_and_fifteen_checkboxes(klass):
    listed = perks.table()[klass]
    assert [p["checkboxes"] for p in listed] == CHECKBOXES[klass]
    assert sum(CHECKBOXES[klass]) == 15
    for index, removed, added in SAMPLES[klass]:
        assert sorted(listed[index].get("remove", [])) == sorted(removed), (klass, index)
        assert sorted(listed[index].get("add", [])) == sorted(added), (klass, index)


def test_the_checkboxes_are_numbered_in_printed_order():
    # The Brute's sheet: one box, one box, two boxes ("Add two +1 cards"), one box ("+3")...
    assert perks.boxes("brute") == [0, 1, 2, 2, 3, 4, 4, 5, 6, 6, 7, 8, 8, 9, 10]
    assert perks.boxes("cragheart")[:5] == [0, 1, 1, 1, 2]  # "Replace one -1 card with one +1 card" x3


@pytest.mark.parametrize(("klass", "box", "what"), IGNORING)
def test_the_ignore_perks(klass, box, what):
    option = {"class": klass, "perks": [box]}
    assert perks.ignores(option, what)
    assert not perks.ignores({"class": klass, "perks": []}, what)


@pytest.mark.parametrize("klass", sorted(CHECKBOXES))
def test_every_perk_taken_at_once_fits_the_standard_deck(klass):
    every = list(range(15))
    assert perks.error({"class": klass, "perks": every}) is None
    deck = perks.starting_deck({"class": klass, "perks": every})
    assert all(card in modifiers.catalogue() for card in deck)


# --- the deck after perks --------------------------------------------------------------------
def test_the_brute_deck_after_three_perks():
    # Remove two -1 (box 0); replace one -1 with one +1 (box 1); add one +3 (box 4).
    deck = Counter(perks.starting_deck({"class": "brute", "perks": [0, 1, 4]}))
    assert deck == STANDARD - Counter({"minus1": 3}) + Counter({"plus1": 1, "plus3": 1})
    assert sum(deck.values()) == 19


def test_a_perk_taken_twice_applies_twice():
    # Scoundrel: replace one +0 card with one +2 card (boxes 5 and 6), remove four +0 cards (box 2).
    deck = Counter(perks.starting_deck({"class": "scoundrel", "perks": [5, 2, 6]}))
    assert deck["plus0"] == 0 and deck["plus2"] == 3
    assert sum(deck.values()) == 16


def test_setup_builds_each_characters_deck_from_its_perks():
    state = GAME.setup(_options("brute", [5, 6], "spellweaver", [1]), seed=3)
    brute, weaver = (Counter(c["modifiers"]["draw"]) for c in state["characters"])
    assert brute == STANDARD + Counter({"plus0_push1_rolling": 6})
    assert weaver == STANDARD - Counter({"minus1": 1}) + Counter({"plus1": 1})
    GAME.check_state(state)


# --- refused options and states ---------------------------------------------------------------
@pytest.mark.parametrize("chosen", [[15], [-1], [3, 3], [0, 1, 0]])
def test_unknown_checkboxes_and_a_box_marked_twice_are_refused(chosen):
    # A perk is taken at most as often as it has boxes: each box once.
    with pytest.raises(InvalidOptions):
        GAME.setup(_options("brute", chosen, "spellweaver", []), seed=1)


def test_why_perks_are_refused():
    assert "checkboxes 0 to 14" in perks.error({"class": "brute", "perks": [15]})
    assert "[3] are marked twice" in perks.error({"class": "brute", "perks": [3, 3]})
    assert perks.error({"class": "brute", "perks": [2, 3]}) is None  # "Add two +1 cards" twice


def test_a_deck_that_does_not_match_the_perks_is_refused():
    state = GAME.setup(_options("brute", [4], "spellweaver", []), seed=1)  # box 4: add one +3
    pile = state["characters"][0]["modifiers"]
    pile["draw"].remove("plus3")
    pile["draw"].append("plus2")
    with pytest.raises(InvalidState):
        GAME.check_state(state)


# --- the better card with effects (FAQ) --------------------------------------------------------
def test_advantage_prefers_the_card_with_the_same_value_and_an_effect():
    # "+1 Stun vs +1: +1 Stun is better" (here +1 Wound).
    assert modifiers.resolve(["plus1", "plus1_wound"], ADVANTAGE, 2) == (3, ["plus1_wound"])
    assert modifiers.resolve(["plus1_wound", "plus1"], DISADVANTAGE, 2) == (3, ["plus1"])


def test_an_unclear_comparison_uses_the_first_card_drawn():
    # "+0 Stun vs +2: ambiguous": the first card drawn is used.
    assert modifiers.resolve(["plus0_stun", "plus2"], ADVANTAGE, 2) == (2, ["plus0_stun"])
    assert modifiers.resolve(["plus2", "plus0_stun"], ADVANTAGE, 2) == (4, ["plus2"])
    assert modifiers.resolve(["plus2", "plus0_stun"], DISADVANTAGE, 2) == (4, ["plus2"])


def test_disadvantage_ignores_a_rolling_cards_effects():
    assert modifiers.resolve(["plus0_push1_rolling", "plus1"], DISADVANTAGE, 2) == (3, ["plus1"])


# --- effects in attacks, through the engine ----------------------------------------------------
def _options(first, first_perks, second, second_perks):
    return {
        "scenario": 1,
        "characters": [
            {"class": first, "level": 1, "seat": 0, "perks": first_perks},
            {"class": second, "level": 1, "seat": 1, "perks": second_perks},
        ],
    }


def first_turn(klass, chosen, other="spellweaver"):
    """Character 0 (``klass`` with perks ``chosen``) is at the start of its first turn."""
    late = [68, 63] if other == "spellweaver" else [6, 1]
    cards = {"brute": [1, 2], "scoundrel": [88, 89], "tinkerer": [30, 31], "spellweaver": [65, 64]}[klass]
    return to_first_turn(GAME.setup(_options(klass, chosen, other, []), seed=5), cards, late)


def board(state, me, monsters):
    """Character 0 on ``me``, the other far away, the first monsters on ``monsters``."""
    state["characters"][0]["hex"] = list(me)
    state["characters"][1]["hex"] = [1, 6]
    state["monsters"] = state["monsters"][: len(monsters)]
    for monster, at in zip(state["monsters"], monsters, strict=True):
        monster.update(hex=list(at), conditions=[])
    GAME.check_state(state)
    return state


def stack(state, *cards):
    """Character 0's next modifier cards, in this order."""
    draw = state["characters"][0]["modifiers"]["draw"]
    for card in cards:
        draw.remove(card)
    draw[:0] = list(cards)


def play(state, **action):
    return GAME.apply(state, {**ME, **action})


def basic_attack(state, target, *cards):
    """Attack 2 (the basic top half) on ``target``, drawing ``cards``."""
    state, _ = play(state, type="play_half", card=state["characters"][0]["in_play"][0], half="top", basic=True)
    stack(state, *cards)
    return play(state, type="target", hex=target)


def attacked(events):
    return [(e["target"], e["damage"], e["used"]) for e in events if e["type"] == "attacked"]


def top(state):
    return decisions.top(state["decisions"])


def test_a_rolling_push_card_pushes_the_target():
    # Brute: "Add three rolling PUSH 1 cards"; the push is the attacker's to steer.
    state = board(first_turn("brute", [5]), (1, 4), [(1, 3)])
    state, events = basic_attack(state, [1, 3], "plus0_push1_rolling", "plus1")
    assert attacked(events) == [(["monster", 0], 3, ["plus0_push1_rolling", "plus1"])]
    frame = top(state)
    assert frame["kind"] == "forced_move" and frame["left"] == 1 and not frame["pull"]
    assert frame["figure"] == ["monster", 0]


def test_a_rolling_pierce_card_ignores_shield():
    # "PIERCE 3: up to 3 points of the target's Shield are ignored"; the target has Shield 2.
    state = board(first_turn("brute", [7]), (1, 4), [(1, 3)])
    state["monsters"][0]["bonuses"] = [{"shield": 2, "range": 1}]
    state, events = basic_attack(state, [1, 3], "plus0_pierce3_rolling", "plus0")
    assert attacked(events)[0][1] == 2


def test_without_the_pierce_card_the_shield_counts():
    state = board(first_turn("brute", [7]), (1, 4), [(1, 3)])
    state["monsters"][0]["bonuses"] = [{"shield": 2, "range": 1}]
    state, events = basic_attack(state, [1, 3], "plus0", "plus0")
    assert attacked(events)[0][1] == 0


def test_a_rolling_stun_card_stuns_the_target():
    state = board(first_turn("brute", [8]), (1, 4), [(1, 3)])
    state, events = basic_attack(state, [1, 3], "plus0_stun_rolling", "plus0")
    assert "stun" in state["monsters"][0]["conditions"]
    assert {"type": "conditions_added", "figure": ["monster", 0], "conditions": ["stun"]} in events


def test_a_rolling_invisible_card_makes_the_attacker_invisible():
    # A positive condition on a modifier card is the attacker's (the Scoundrel's).
    state = board(first_turn("scoundrel", [13], other="brute"), (1, 4), [(1, 3)])
    state, _ = basic_attack(state, [1, 3], "plus0_invisible_rolling", "plus0")
    assert "invisible" in state["characters"][0]["conditions"]
    assert "invisible" not in state["monsters"][0]["conditions"]


def test_an_element_card_infuses_at_the_end_of_the_turn():
    # Tinkerer: "Add two rolling FIRE cards": fire is infused when the turn ends.
    state = board(first_turn("tinkerer", [5], other="brute"), (1, 4), [(1, 3)])
    state, _ = basic_attack(state, [1, 3], "plus0_fire_rolling", "plus0")
    assert state["elements"]["fire"] == 0 and "fire" in state["turn"]["infuse"]
    state, events = play(state, type="play_half", card=state["characters"][0]["in_play"][0], half="bottom", basic=True)
    state, events = play(state, type="stop")
    assert {"type": "element_infused", "element": "fire"} in events
    assert state["elements"]["fire"] == 2


def test_a_heal_self_card_heals_the_attacker():
    # Tinkerer: "+1 Heal 2, self": "the figure who flipped it heals".
    state = board(first_turn("tinkerer", [11], other="brute"), (1, 4), [(1, 3)])
    state["characters"][0]["hp"] = hp = 3
    state, events = basic_attack(state, [1, 3], "plus1_heal2")
    assert state["characters"][0]["hp"] == hp + 2
    assert attacked(events)[0][1] == 3


def test_a_shield_self_card_gives_the_attacker_shield_for_the_round():
    state = board(first_turn("brute", [13]), (1, 4), [(1, 3)])
    state, events = basic_attack(state, [1, 3], "plus1_shield1")
    assert {"shield": 1, "range": 1} in state["characters"][0]["bonuses"]
    assert {"type": "bonus_gained", "figure": ["character", 0], "shield": 1} in events


def test_an_add_target_card_lets_the_attacker_add_an_enemy_in_range():
    # "ADD TARGET: the figure may add an additional target within range to their attack."
    state = board(first_turn("brute", [11]), (1, 4), [(1, 3), (2, 3), (1, 1)])
    state, events = basic_attack(state, [1, 3], "plus0_target_rolling", "plus0")
    assert top(state)["kind"] == "add_target"
    offered = sorted(a["hex"] for a in GAME.legal_actions(state) if a["type"] == "add_target")
    assert offered == [[2, 3]]  # adjacent, not yet targeted; (1, 1) is out of melee range
    with pytest.raises(IllegalAction):
        play(state, type="add_target", hex=[1, 1])
    stack(state, "plus1")
    state, events = play(state, type="add_target", hex=[2, 3])
    assert attacked(events) == [(["monster", 1], 3, ["plus1"])]


def test_the_added_target_may_be_declined():
    state = board(first_turn("brute", [11]), (1, 4), [(1, 3), (2, 3)])
    state, _ = basic_attack(state, [1, 3], "plus0_target_rolling", "plus0")
    state, events = play(state, type="no_added_target")
    assert attacked(events) == []
    assert state["attack"] is None and top(state)["kind"] == "character_turn"


def test_a_curse_card_curses_the_target():
    # Spellweaver: "Add one +1 CURSE card": the monsters' deck gets a curse.
    state = board(first_turn("spellweaver", [8], other="brute"), (1, 4), [(1, 3)])
    before = state["monster_modifiers"]["draw"].count("curse")
    state, _ = basic_attack(state, [1, 3], "plus1_curse")
    assert state["monster_modifiers"]["draw"].count("curse") == before + 1
