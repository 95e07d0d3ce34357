"""Items (``rules/gloomhaven/items.py``): the starting shop's facts, equipping, and using
them in a scenario.

The item facts below are written from the cards (Gloomhaven items 1-14), not read from
``data/agpl/items.json``. Rules: round summary "Setup Scenario" 12 (slots, small items "half
the level rounded up", the -1 cards), rulebook "Item Cards" (spent, consumed, use slots), the
long rest ("may refresh spent item cards"), Stun ("cannot ... use items")."""

from collections import Counter

import pytest

from rules.core import IllegalAction, InvalidOptions, InvalidState, decisions
from rules.gloomhaven import GAME, items, perks
from tests.gloomhaven.monster_states import of, play_out, setup_turn

ME = {"player": 0, "character": 0}

#: Items 1-14 as printed: name, cost, slot, what happens after use, copies in the game.
SHOP = {
    1: ("Boots of Striding", 20, "legs", "spent", 2),
    2: ("Winged Shoes", 20, "legs", "spent", 2),
    3: ("Hide Armor", 10, "body", "spent", 2),
    4: ("Leather Armor", 20, "body", "spent", 2),
    5: ("Cloak of Invisibility", 20, "body", "consumed", 2),
    6: ("Eagle-Eye Goggles", 30, "head", "spent", 2),
    7: ("Iron Helmet", 10, "head", "none", 2),
    8: ("Heater Shield", 20, "one_hand", "spent", 2),
    9: ("Piercing Bow", 30, "two_hands", "consumed", 2),
    10: ("War Hammer", 30, "two_hands", "consumed", 2),
    11: ("Poison Dagger", 20, "one_hand", "spent", 2),
    12: ("Minor Healing Potion", 10, "small", "consumed", 4),
    13: ("Minor Stamina Potion", 10, "small", "consumed", 4),
    14: ("Minor Power Potion", 10, "small", "consumed", 4),
}


@pytest.mark.parametrize("number", sorted(SHOP))
def test_the_starting_shop(number):
    name, cost, slot, use, count = SHOP[number]
    item = items.table()[number]
    assert (item["name"], item["cost"], item["slot"], item["use"], item["count"]) == (name, cost, slot, use, count)


def test_hide_armor_has_two_use_slots_and_two_minus_one_cards():
    # "On the next two sources of damage to you from attacks, gain Shield 1. Add two -1 cards."
    assert items.table()[3]["uses"] == 2 and items.table()[3]["minus_ones"] == 2
    assert all("minus_ones" not in items.table()[n] for n in SHOP if n != 3)


def test_item_minus_ones_join_the_deck_unless_the_perk_ignores_them():
    deck = Counter(perks.starting_deck({"class": "brute", "level": 1, "items": [3]}))
    assert deck["minus1"] == 7 and sum(deck.values()) == 22
    # Brute: "Ignore negative item effects and add one +1 card".
    deck = Counter(perks.starting_deck({"class": "brute", "level": 1, "perks": [14], "items": [3]}))
    assert deck["minus1"] == 5 and deck["plus1"] == 6


# --- equipping --------------------------------------------------------------------------------
def options(first_items, second_items=(), third=None):
    chars = [
        {"class": "brute", "level": 1, "seat": 0, "items": list(first_items)},
        {"class": "spellweaver", "level": 1, "seat": 1, "items": list(second_items)},
    ]
    if third is not None:
        chars.append({"class": "tinkerer", "level": 1, "seat": 2, "items": list(third)})
    return {"scenario": 1, "characters": chars}


def test_a_full_legal_kit_is_accepted_and_ready():
    # One head, one body, one legs, one two-hands, one small item at level 1.
    state = GAME.setup(options([6, 5, 1, 10, 12]), seed=1)
    assert state["characters"][0]["items"] == [{"item": n, "state": "ready", "uses": 0} for n in [6, 5, 1, 10, 12]]
    GAME.check_state(state)


def test_two_one_hand_items_fit_the_hands():
    GAME.setup(options([11], [11]), seed=1)  # one each
    assert items.error({"class": "brute", "level": 1, "items": [11]}) is None


KITS_REFUSED = [
    ([6, 7], "one head"),
    ([1, 2], "one legs"),
    ([9, 11], "two one-hand items or one two-hands item"),
    ([9, 10], "two one-hand items or one two-hands item"),
    ([12, 13], "at most 1 small items at level 1"),
    ([12, 12], "two copies"),
    ([19], "not played by the engine yet"),
    ([200], "no items [200]"),
]


@pytest.mark.parametrize(("chosen", "reason"), KITS_REFUSED)
def test_items_beyond_the_slots_are_refused(chosen, reason):
    # The options schema refuses what it can say; ``items.error`` names every rule.
    with pytest.raises(InvalidOptions):
        GAME.setup(options(chosen), seed=1)
    assert reason in items.error({"class": "brute", "level": 1, "items": chosen})


def test_small_items_by_level_are_the_engines_check():
    # Level 3: two small items ("half their level, rounded up"); three are refused.
    assert items.error({"class": "brute", "level": 3, "items": [12, 13]}) is None
    assert "at most 2 small items at level 3" in items.error({"class": "brute", "level": 3, "items": [12, 13, 14]})


def test_small_items_are_half_the_level_rounded_up():
    assert [items.small_items(level) for level in range(1, 10)] == [1, 1, 2, 2, 3, 3, 4, 4, 5]


def test_a_party_holds_no_more_copies_than_the_game_has():
    # Boots of Striding: 2 copies; three characters cannot all equip them.
    with pytest.raises(InvalidOptions) as refused:
        GAME.setup(options([1], [1], [1]), seed=1)
    assert refused.value.code == "invalid_items" and "more copies than the game has" in refused.value.message
    GAME.setup(options([12], [12], [12]), seed=1)  # 4 healing potions


# --- using items --------------------------------------------------------------------------------
def first_turn(kit, cards=(1, 2), other_kit=()):
    """The Brute (items ``kit``) at the start of its first turn; the Spellweaver plays late."""
    state = GAME.setup(options(kit, other_kit), seed=5)
    while True:
        frame = decisions.top(state["decisions"])
        if frame["kind"] == "character_turn" and frame["character"] == 0:
            return state
        if frame["kind"] == "select_cards" and frame["picks"][0] is None:
            action = {"type": "select_cards", **ME, "cards": list(cards)}
        elif frame["kind"] == "select_cards":
            action = {"type": "select_cards", "player": 1, "character": 1, "cards": [68, 63]}
        else:
            action = GAME.legal_actions(state)[0]
        state, _ = GAME.apply(state, action)


def board(state, me, monsters):
    state["characters"][0]["hex"] = list(me)
    state["characters"][1]["hex"] = [1, 6]
    state["monsters"] = state["monsters"][: len(monsters)]
    for monster, at in zip(state["monsters"], monsters, strict=True):
        monster.update(hex=list(at), conditions=[])
    GAME.check_state(state)
    return state


def play(state, **action):
    return GAME.apply(state, {**ME, **action})


def offered(state):
    return sorted(a["item"] for a in GAME.legal_actions(state, 0) if a["type"] == "use_item")


def stack(state, *cards):
    draw = state["characters"][0]["modifiers"]["draw"]
    for card in cards:
        draw.remove(card)
    draw[:0] = list(cards)


def basic(state, half):
    return play(state, type="play_half", card=state["characters"][0]["in_play"][0], half=half, basic=True)


def entry(state, number):
    return next(e for e in state["characters"][0]["items"] if e["item"] == number)


def test_minor_healing_potion_heals_three_and_is_consumed():
    # "During your turn, perform a Heal 3, self action"; consumed.
    state = first_turn([12])
    state["characters"][0]["hp"] = 4
    assert offered(state) == [12]
    state, events = play(state, type="use_item", item=12)
    assert state["characters"][0]["hp"] == 7
    assert entry(state, 12)["state"] == "consumed"
    assert {"type": "item_used", "character": 0, "item": 12, "state": "consumed"} in events
    assert offered(state) == []
    with pytest.raises(IllegalAction):
        play(state, type="use_item", item=12)


def test_minor_stamina_potion_recovers_two_discarded_cards():
    # "During your turn, Recover up to two of your discarded cards."
    state = first_turn([13])
    brute = state["characters"][0]
    assert offered(state) == []  # nothing discarded yet
    brute["discard"] = [brute["hand"].pop(), brute["hand"].pop(), brute["hand"].pop()]
    three = sorted(brute["discard"])
    state, _ = play(state, type="use_item", item=13)
    assert decisions.top(state["decisions"])["kind"] == "recover_cards"
    state, _ = play(state, type="recover", cards=three[:2])
    assert sorted(state["characters"][0]["discard"]) == three[2:]
    assert set(three[:2]) <= set(state["characters"][0]["hand"])
    assert decisions.top(state["decisions"])["kind"] == "character_turn"


def test_cloak_of_invisibility_makes_the_character_invisible():
    state = first_turn([5])
    state, _ = play(state, type="use_item", item=5)
    assert "invisible" in state["characters"][0]["conditions"]
    assert entry(state, 5)["state"] == "consumed"


def test_minor_power_potion_adds_one_to_the_attack():
    # "During your attack, add +1 Attack to your entire Attack action."
    state = board(first_turn([14]), (1, 4), [(1, 3)])
    state, _ = basic(state, "top")
    assert offered(state) == [14]
    state, _ = play(state, type="use_item", item=14)
    stack(state, "plus0")
    state, events = play(state, type="target", hex=[1, 3])
    assert [e["damage"] for e in of(events, "attacked")] == [3]


def test_eagle_eye_goggles_give_advantage():
    # "During your attack, gain Advantage on the entire Attack action": two cards, the better.
    state = board(first_turn([6]), (1, 4), [(1, 3)])
    state, _ = basic(state, "top")
    state, _ = play(state, type="use_item", item=6)
    stack(state, "minus1", "plus1")
    state, events = play(state, type="target", hex=[1, 3])
    attack = of(events, "attacked")[0]
    assert attack["drawn"] == ["minus1", "plus1"] and attack["used"] == ["plus1"] and attack["damage"] == 3
    assert entry(state, 6)["state"] == "spent"


def test_war_hammer_stuns_a_melee_target():
    state = board(first_turn([10]), (1, 4), [(1, 3)])
    state, _ = basic(state, "top")
    state, _ = play(state, type="use_item", item=10)
    stack(state, "plus0")
    state, _ = play(state, type="target", hex=[1, 3])
    assert "stun" in state["monsters"][0]["conditions"]


def test_poison_dagger_poisons_a_single_melee_target():
    state = board(first_turn([11]), (1, 4), [(1, 3)])
    state, _ = basic(state, "top")
    state, _ = play(state, type="use_item", item=11)
    assert state["attack"]["gear"] == {"once": ["poison"]}
    stack(state, "plus0")
    state, _ = play(state, type="target", hex=[1, 3])
    assert "poison" in state["monsters"][0]["conditions"]


def test_a_ranged_item_is_not_offered_on_a_melee_attack():
    state = board(first_turn([9]), (1, 4), [(1, 3)])
    state, _ = basic(state, "top")
    assert offered(state) == []


def test_piercing_bow_ignores_every_shield_of_a_ranged_attack():
    # Spellweaver (seat 0 here) with Mana Bolt (65: Attack 2, range 3) on a target with Shield 3.
    opts = {
        "scenario": 1,
        "characters": [
            {"class": "spellweaver", "level": 1, "seat": 0, "items": [9]},
            {"class": "brute", "level": 1, "seat": 1},
        ],
    }
    state = GAME.setup(opts, seed=5)
    while True:
        frame = decisions.top(state["decisions"])
        if frame["kind"] == "character_turn" and frame["character"] == 0:
            break
        if frame["kind"] == "select_cards" and frame["picks"][0] is None:
            action = {"type": "select_cards", **ME, "cards": [65, 64]}
        elif frame["kind"] == "select_cards":
            action = {"type": "select_cards", "player": 1, "character": 1, "cards": [6, 1]}
        else:
            action = GAME.legal_actions(state)[0]
        state, _ = GAME.apply(state, action)
    state = board(state, (1, 4), [(1, 2)])
    state["monsters"][0]["bonuses"] = [{"shield": 3, "range": 1}]
    state, _ = play(state, type="play_half", card=65, half="top", basic=False)
    assert offered(state) == [9]
    state, _ = play(state, type="use_item", item=9)
    stack(state, "plus0")
    state, events = play(state, type="target", hex=[1, 2])
    assert [e["damage"] for e in of(events, "attacked")] == [2]


def test_boots_of_striding_add_two_hexes_to_a_move():
    state = board(first_turn([1]), (1, 4), [(4, 0)])
    state, _ = basic(state, "bottom")  # Move 2
    assert offered(state) == [1]
    state, _ = play(state, type="use_item", item=1)
    assert decisions.top(state["decisions"])["left"] == 4
    for to in ([0, 4], [-1, 4], [-2, 4], [-2, 5]):
        state, _ = play(state, type="step", hex=to)
    state, _ = play(state, type="stop")  # the state, four hexes moved on a Move 2, is accepted
    assert state["characters"][0]["hex"] == [-2, 5]
    assert state["turn"]["moved"] == 4


def test_winged_shoes_make_the_move_a_jump_before_its_first_step():
    state = board(first_turn([2]), (1, 4), [(4, 0)])
    state, _ = basic(state, "bottom")
    state, _ = play(state, type="use_item", item=2)
    assert decisions.top(state["decisions"])["mode"] == "jump"
    state = board(first_turn([2]), (1, 4), [(4, 0)])
    state, _ = basic(state, "bottom")
    state, _ = play(state, type="step", hex=[0, 4])
    assert offered(state) == []  # after a step, too late


def test_a_stunned_character_uses_no_items():
    state = first_turn([12])
    state["characters"][0]["conditions"] = ["stun"]
    assert items.usable(state, 0) == []


def test_an_item_already_used_this_turn_is_not_offered_again():
    """Each item once a turn (the state check's rule): a state whose turn lists a potion still
    ready (edited, or a slot of a reusable item) offers no second use of it (found by the
    bounds loop: the second use left the state's bounds)."""
    state = first_turn([13])
    brute = state["characters"][0]
    brute["discard"], brute["hand"] = brute["hand"][:2], brute["hand"][2:]
    assert 13 in items.usable(state, 0)
    state["turn"]["items"] = [13]
    GAME.check_state(state)
    assert 13 not in items.usable(state, 0)


def test_a_long_rest_refreshes_spent_items_but_not_consumed_ones():
    # The Brute's turn is a long rest: "may refresh spent item cards"; consumed ones stay.
    state = first_turn([6, 12])
    brute = state["characters"][0]
    brute["discard"], brute["in_play"], brute["played"] = brute["in_play"], [], {"rest": True}
    state["decisions"][-1] = {"kind": "long_rest_turn", "seat": 0, "character": 0}
    entry(state, 6)["state"] = "spent"
    entry(state, 12)["state"] = "consumed"
    state, events = play(state, type="rest", card=brute["discard"][0], heal=False)
    assert entry(state, 6)["state"] == "ready" and entry(state, 12)["state"] == "consumed"
    assert {"type": "items_refreshed", "character": 0, "items": [6]} in events


def test_iron_helmet_counts_an_enemys_x2_as_plus0():
    # "When attacked, consider any 2x attack modifier card the enemy draws to be a +0 instead."
    damages = []
    for helmet in (False, True):
        state = setup_turn("bandit-guard", 527, [("bandit-guard", [2, 3], False, None)], modifiers_on_top=())
        state["monster_modifiers"]["draw"].remove("double")
        state["monster_modifiers"]["draw"].insert(0, "double")
        if helmet:
            state["options"]["characters"][0]["items"] = [7]
            state["characters"][0]["items"] = [{"item": 7, "state": "ready", "uses": 0}]
        GAME.check_state(state)
        attacked = of(play_out(state), "attacked")[0]
        assert attacked["drawn"] == ["double"]
        damages.append(attacked["damage"])
        if helmet:
            assert attacked["used"] == ["plus0"]
    assert damages[1] * 2 == damages[0] > 0


def leather_armor_asked():
    """The Bandit Guard's attack on the Brute in Leather Armor, before its modifier is drawn."""
    state = setup_turn("bandit-guard", 527, [("bandit-guard", [2, 3], False, None)])
    state["options"]["characters"][0]["items"] = [4]
    state["characters"][0]["items"] = [{"item": 4, "state": "ready", "uses": 0}]
    GAME.check_state(state)
    from tests.gloomhaven.monster_states import run, top

    run(state)
    assert top(state) == {"kind": "targeted", "seat": 0, "character": 0}
    return state


@pytest.mark.parametrize("used", [False, True])
def test_leather_armor_gives_the_attacker_disadvantage_before_it_draws(used):
    # "When attacked, the attacker gains Disadvantage on the attack" ("must be used before the
    # enemy draws an attack modifier card").
    state = leather_armor_asked()
    assert {a["type"] for a in GAME.legal_actions(state)} == {"use_item", "no_item"}
    action = {"type": "use_item", "player": 0, "character": 0, "item": 4} if used else {"type": "no_item"}
    state, events = GAME.apply(state, {"player": 0, "character": 0, **action})
    attacked = of(events, "attacked")[0]
    assert len(attacked["drawn"]) == (2 if used else 1), "two cards drawn, the worse used"
    assert state["characters"][0]["items"][0]["state"] == ("spent" if used else "ready")
    assert state["decisions"][-1]["kind"] != "targeted", "asked once for the attack"


def test_a_targeted_decision_belongs_to_the_attacks_next_target():
    state = leather_armor_asked()
    state["decisions"][-1]["character"] = 1
    with pytest.raises(InvalidState):
        GAME.check_state(state)


def _guarded(kit):
    """A Bandit Guard's "Attack +0" (card 527, plus0 drawn) on the Brute, who wears ``kit``,
    waiting for the Brute's choice of how to take the damage."""
    state = setup_turn("bandit-guard", 527, [("bandit-guard", [2, 3], False, None)])
    state["options"]["characters"][0]["items"] = list(kit)
    state["characters"][0]["items"] = [{"item": n, "state": "ready", "uses": 0} for n in kit]
    state["characters"][0]["modifiers"]["draw"] += ["minus1"] * items.minus_ones(list(kit))  # Hide Armor's two
    GAME.check_state(state)
    from tests.gloomhaven.monster_states import run, top

    events = run(state)
    assert top(state)["kind"] == "negate_damage" and top(state)["source"] == "attack"
    return state, of(events, "attacked")[0]["damage"]


@pytest.mark.parametrize("number", [3, 8])
def test_heater_shield_and_hide_armor_shield_the_character_from_an_attacks_damage(number):
    # Heater Shield: "When damaged by an attack, gain Shield 1 for the attack"; Hide Armor: "On
    # the next two sources of damage to you from attacks, gain Shield 1".
    state, dealt = _guarded([number])
    frame = state["decisions"][-1]
    use = {"type": "use_item", "player": 0, "character": 0, "item": number}
    assert use in GAME.legal_actions(state)
    hp = state["characters"][0]["hp"]
    state, events = GAME.apply(state, use)
    assert {"type": "item_used", "character": 0, "item": number, "state": "spent" if number == 8 else "ready"} in events
    if dealt > 1:
        assert state["decisions"][-1]["amount"] == dealt - 1 and use not in GAME.legal_actions(state), "once"
        state, _ = GAME.apply(state, {"type": "suffer", "player": 0, "character": 0})
    assert state["characters"][0]["hp"] == hp - (dealt - 1)
    assert frame["character"] == 0
    entry = state["characters"][0]["items"][0]
    assert (entry["state"], entry["uses"]) == (("spent", 0) if number == 8 else ("ready", 1)), "Hide Armor: two slots"


def test_an_attacks_pierce_left_pierces_the_items_shield():
    state, dealt = _guarded([8])
    state["decisions"][-1]["pierce"] = 1
    state, _ = GAME.apply(state, {"type": "use_item", "player": 0, "character": 0, "item": 8})
    assert state["decisions"][-1]["amount"] == dealt and "pierce" not in state["decisions"][-1]


def test_with_no_card_to_lose_the_shield_is_still_offered():
    state, dealt = _guarded([8])
    state["decisions"].pop()
    brute = state["characters"][0]
    brute["lost"] += brute["hand"] + brute["discard"]
    brute["hand"], brute["discard"] = [], []
    from rules.gloomhaven import damage

    damage.suffer(state, ("character", 0), 2, [], source="attack")
    kinds = {a["type"] for a in GAME.legal_actions(state)}
    assert kinds == {"suffer", "use_item"}
    frames, hp = len(state["decisions"]), state["characters"][0]["hp"]
    damage.suffer(state, ("character", 0), 2, [], source="trap")
    assert len(state["decisions"]) == frames and state["characters"][0]["hp"] == hp - 2, "a trap's: at once"


# --- untrusted states ------------------------------------------------------------------------
def _spoiled(kit, change):
    state = GAME.setup(options(kit), seed=1)
    GAME.check_state(state)
    change(state["characters"][0], state["options"]["characters"][0])
    return state


@pytest.mark.parametrize(
    "change",
    [
        lambda c, o: c["items"].pop(),  # not the options' items
        lambda c, o: c["items"][0].update(uses=1),  # Goggles have no use slot to mark
        lambda c, o: c["items"][0].update(state="spent", uses=1),  # spent, yet a slot marked
        lambda c, o: o.update(items=[6, 7]),  # two head items in the options
    ],
)
def test_item_states_that_break_the_rules_are_refused(change):
    with pytest.raises(InvalidState):
        GAME.check_state(_spoiled([6, 12], change))


def test_an_item_without_a_use_limit_is_never_spent():
    with pytest.raises(InvalidState):
        GAME.check_state(_spoiled([7], lambda c, o: c["items"][0].update(state="spent")))
