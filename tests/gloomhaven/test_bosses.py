"""Bosses (``bosses.py``, ``boss_doors.py``): the Boss deck's Special 1 and 2 played as the
boss's own actions, the stat card's X and V, immunities, "not normal or elite".

Rulebook, "Bosses": "All bosses have their own stat card but act using a universal 'Boss'
ability card deck. Note that bosses are not considered normal or elite monsters. Bosses perform
special actions on their turn that are summarized on their stat card. ... bosses are immune to
certain negative conditions."

The special actions are those of each boss's stat card (written out here from the cards; FA
prints them the same). Black Barrow's first room, as ``boss_states`` builds it: the Brute on
(1, 4) (Provoking Roar played: attacks on his adjacent allies target him), the Spellweaver on
(1, 5); two characters, so C = 2; monster level 1; the monster modifier draws are +0.
"""

import pytest

from rules.core import InvalidState
from rules.gloomhaven import GAME, boss_doors, bosses, conditions, content
from rules.gloomhaven.board import Map
from tests.gloomhaven.boss_states import MOVE_ATTACK, SPECIAL_1, SPECIAL_2, boss_turn, with_stand_ins
from tests.gloomhaven.monster_states import of, play_out, run, top


@pytest.fixture(autouse=True)
def boss_deck(monkeypatch):
    decks = with_stand_ins(content.monster_decks())
    monkeypatch.setattr(content, "monster_decks", lambda: decks)


def answer_choices(state, events):
    """Answer monster choices with the first hex listed, and play on; the events, extended."""
    play_out(state, events)
    while top(state)["kind"] == "monster_choice":
        frame = top(state)
        new, more = GAME.apply(state, {"type": "choose_hex", "player": frame["seat"], "hex": frame["hexes"][0]})
        state.clear()
        state.update(new)
        events += more
        play_out(state, events)
    return events


def damage_to(events, figure):
    return [e["damage"] for e in of(events, "damage_suffered") if e["figure"] == figure]


def specials(kind, level=1):
    return content.monsters()[kind]["levels"][level]["specials"]


# --- Special 1 and 2 ----------------------------------------------------------------------
def test_a_special_card_is_the_boss_s_own_special():
    # Dark Rider: "1: Move +2, Attack +0", "2: Move +0, Summon Imp, Attack -1" (one normal
    # Forest Imp for 2 characters)
    state = boss_turn("dark-rider", SPECIAL_1, [("dark-rider", [0, 2], False, None)])
    one = bosses.card(state, "dark-rider", {"id": 575, "abilities": [{"type": "boss_special", "special": 1}]})
    assert one["abilities"] == [{"type": "move", "plus": 2}, {"type": "attack", "plus": 0}]
    two = bosses.card(state, "dark-rider", {"id": 572, "abilities": [{"type": "boss_special", "special": 2}]})
    assert two["abilities"] == [
        {"type": "move", "plus": 0},
        {"type": "summon", "monster": "forest-imp", "elite": False},
        {"type": "attack", "plus": -1},
    ]


def test_an_ordinary_card_of_the_boss_deck_is_played_as_written():
    state = boss_turn("jekserah", MOVE_ATTACK, [("jekserah", [0, 4], False, None)])
    events = play_out(state)
    # Jekserah level 1: attack 3; "Move +0, Attack +0" on the adjacent Brute
    assert damage_to(events, ["character", 0]) == [3]


# --- Bandit Commander ----------------------------------------------------------------------
BLACK_BARROW_DOORS = [[-7, 5], [-2, 3]]  # rooms 1-2, then 0-1


@pytest.fixture
def barrow_doors(monkeypatch):
    """The Commander's doors are scenario 2's (a, b, c, d: its ``lock_doors`` rule opened by
    his special); on Black Barrow's map he is given its two doors instead, in this order."""
    monkeypatch.setattr(boss_doors, "doors", lambda state, kind: [tuple(d) for d in BLACK_BARROW_DOORS])


def test_bandit_commander_jumps_to_the_next_door_and_reveals_the_room(barrow_doors):
    # Special 1, "Move to next door and reveal room": "the Bandit Commander immediately jumps
    # to a door hex, however far away, and opens it, revealing the room behind it" (scenario
    # book). The first door of his list, (-7, 5), is not yet on the map (both its rooms are
    # hidden): the next, (-2, 3), is. He jumps there from (3, 0) and opens it, "as a character
    # would": room 1 is revealed with its monsters for 2 characters (an elite Bandit Archer,
    # two normal Bandit Guards), the new types draw a card, and those with a lower initiative
    # than the Commander's card (85) act right after his turn.
    state = boss_turn("bandit-commander", SPECIAL_1, [("bandit-commander", [3, 0], False, None)])
    events = play_out(state)
    assert of(events, "moved")[0] == {"type": "moved", "figure": ["monster", 0], "path": [[3, 0], [-2, 3]]}
    [opened] = of(events, "door_opened")
    assert opened["hex"] == [-2, 3] and opened["rooms"] == [1]
    assert sorted(opened["new_monsters"]) == ["bandit-archer", "bandit-guard"]
    assert state["rooms"] == [0, 1]
    assert sorted((m["type"], m["elite"]) for m in state["monsters"][1:]) == [
        ("bandit-archer", True),
        ("bandit-guard", False),
        ("bandit-guard", False),
    ]
    turns = [e["monster"] for e in of(events, "monsters_turn")]
    assert turns[0] == "bandit-commander" and sorted(turns[1:3]) == ["bandit-archer", "bandit-guard"]


def test_at_the_table_the_types_his_door_reveals_act_once_their_cards_are_drawn(barrow_doors):
    # Rulebook, "Revealing a Room": the new room's standee numbers are "randomized when
    # placed", "any present monster types without an action card should have one drawn for
    # them now", and "any monster type that has a lower initiative value than the revealing
    # [figure] ... must immediately act out their turn". At the table those draws are the
    # chance seat's answers: once given, the Archers and Guards still act right after his turn.
    state = boss_turn("bandit-commander", SPECIAL_1, [("bandit-commander", [3, 0], False, None)])
    state["rng"], state["options"]["randomness"] = None, "table"
    piles = [
        *state["monster_decks"].values(),
        state["monster_modifiers"],
        *(c["modifiers"] for c in state["characters"]),
    ]
    for pile in piles:
        pile["draw"].sort()  # at the table a pile's order is unknown
    events = play_out(state)
    drawn = []
    while top(state)["seat"] == -1:
        action = GAME.legal_actions(state)[0]
        drawn.append(action["type"])
        new, more = GAME.apply(state, action)
        state.clear()
        state.update(new)
        events += more
        play_out(state, events)
    assert drawn.count("standee") == 3 and "draw_monster_card" in drawn
    turns = [e["monster"] for e in of(events, "monsters_turn")]
    assert turns[0] == "bandit-commander" and sorted(turns[1:3]) == ["bandit-archer", "bandit-guard"]


def test_a_turn_may_keep_only_monster_types_in_play_for_its_end(barrow_doors):
    # The types a monster's turn revealed wait in the state (``arrived``) for its end; a
    # client's state naming a type that is not one, or whose deck is not in play, is refused
    # (it would have no initiative), and so is one keeping them with no turn under way.
    state = boss_turn("bandit-commander", SPECIAL_1, [("bandit-commander", [3, 0], False, None)])
    run(state)  # his turn is under way
    for kind in ("no-such-monster", "black-imp"):
        with pytest.raises(InvalidState, match="arrived: monster types whose ability decks are in play"):
            GAME.check_state({**state, "arrived": [kind]})
    GAME.check_state({**state, "arrived": ["bandit-commander"]})
    with pytest.raises(InvalidState, match="arrived: monster types kept while a turn is under way"):
        GAME.check_state({**state, "arrived": ["bandit-commander"], "acting": False})


def test_without_doors_left_to_him_the_special_does_nothing():
    # His doors are the scenario's (scenario 2's a-d). On a map whose rules leave him none
    # (Black Barrow's, or a custom scenario's without such a lock_doors rule) he stays put.
    state = boss_turn("bandit-commander", SPECIAL_1, [("bandit-commander", [3, 0], False, None)])
    events = play_out(state)
    assert {"type": "ability_skipped", "figure": ["monster", 0], "reason": "no_door"} in events
    assert not of(events, "moved") and not of(events, "door_opened") and state["monsters"][0]["hex"] == [3, 0]


def test_monsters_never_open_doors_but_this_one():
    # Without the special a monster's move treats a closed door as an obstacle: the
    # Commander's "Move +0, Attack +0" toward the Brute leaves the door shut.
    state = boss_turn("bandit-commander", MOVE_ATTACK, [("bandit-commander", [-1, 3], False, None)])
    events = play_out(state)
    assert not of(events, "door_opened") and state["rooms"] == [0]


def test_bandit_commander_summons_living_bones():
    # Special 2: "Summon Living Bones": one, normal for 2 characters (elite for 3-4), beside
    # him and nearest an enemy.
    state = boss_turn("bandit-commander", SPECIAL_2, [("bandit-commander", [0, 2], False, None)], brute=[0, 4])
    events = run(state)
    [summoned] = of(events, "monster_summoned")
    assert summoned["monster"] == "living-bones" and summoned["elite"] is False
    assert summoned["hex"] == [0, 3]


# --- Captain of the Guard ----------------------------------------------------------------------
def test_captain_of_the_guard_heals_himself_and_all_allies():
    # Special 1: "Heal 2, Affect self and all allies": every monster on the map, however far
    # (no range: no line of sight needed), and no character.
    placed = [
        ("captain-of-the-guard", [0, 2], False, 5),
        ("bandit-guard", [3, 0], False, 1),
        ("bandit-guard", [-3, 6], False, 2),
    ]
    state = boss_turn("captain-of-the-guard", SPECIAL_1, placed)
    state["characters"][0]["hp"] = 4
    run(state)
    assert [m["hp"] for m in state["monsters"]] == [7, 3, 4]
    assert state["characters"][0]["hp"] == 4


def test_captain_of_the_guard_adds_1_attack_to_all_allies_this_round():
    # Special 2: "All allies add +1 Attack to all attacks this round; Attack +1". The Captain
    # (attack 3 at level 1) attacks the adjacent Brute for 3 + 1; the Bandit Guard acting after
    # him ("Move +1, Attack -1", card 525; attack 2) hits for 2 - 1 + 1.
    placed = [("captain-of-the-guard", [0, 4], False, None), ("bandit-guard", [2, 3], False, None)]
    state = boss_turn("captain-of-the-guard", SPECIAL_2, placed, after=[("bandit-guard", 525)])
    events = play_out(state)
    assert damage_to(events, ["character", 0]) == [4, 2]
    assert state["monsters"][1]["bonuses"] == [{"attack": 1, "range": 1}]
    assert "bonuses" not in state["monsters"][0]  # all *allies*


# --- Dark Rider: Attack 3+X, "X = Hexes moved" ---------------------------------------------
def test_dark_rider_adds_the_hexes_moved_to_his_attack():
    # Special 1: "Move +2, Attack +0" (move 3 + 2). From (-1, 2) he moves 3 hexes, to (0, 4)
    # beside the Brute, and attacks for 3 + 3.
    state = boss_turn("dark-rider", SPECIAL_1, [("dark-rider", [-1, 2], False, None)], weaver=[3, 2])
    events = play_out(state)
    [moved] = of(events, "moved")
    assert moved["path"][-1] == [0, 4] and len(moved["path"]) == 4
    assert damage_to(events, ["character", 0]) == [6]


def test_dark_rider_without_moving_attacks_for_3():
    state = boss_turn("dark-rider", MOVE_ATTACK, [("dark-rider", [0, 4], False, None)], weaver=[3, 2])
    events = play_out(state)
    assert not of(events, "moved") and damage_to(events, ["character", 0]) == [3]


def test_dark_rider_summons_a_forest_imp():
    # Special 2: "Move +0, Summon Imp, Attack -1"; scenario 48 (Shadow Weald) has Forest Imps.
    state = boss_turn("dark-rider", SPECIAL_2, [("dark-rider", [0, 4], False, None)], weaver=[3, 2])
    events = answer_choices(state, run(state))
    assert [(e["monster"], e["elite"]) for e in of(events, "monster_summoned")] == [("forest-imp", False)]
    assert damage_to(events, ["character", 0]) == [2]


# --- Inox Bodyguard, Jekserah ---------------------------------------------------------------
def test_inox_bodyguard_attacks_an_area():
    # Special 1: "Move -1, Attack -1" on a five-hex area reaching two hexes out (attack 1+C = 3
    # at level 1, so 2). The Spellweaver two hexes away is hit without the Bodyguard moving
    # next to her.
    state = boss_turn("inox-bodyguard", SPECIAL_1, [("inox-bodyguard", [1, 3], False, None)], brute=None)
    events = play_out(state)
    assert damage_to(events, ["character", 1]) == [2]
    assert Map(state).distance((1, 5), tuple(state["monsters"][0]["hex"])) == 2


def test_inox_bodyguard_gains_retaliate():
    # Special 2: "Move +0, Attack +0, Retaliate 3" (3 at level 1; 4 at levels 3-4, 5 from 5)
    state = boss_turn("inox-bodyguard", SPECIAL_2, [("inox-bodyguard", [0, 4], False, None)])
    events = play_out(state)
    assert damage_to(events, ["character", 0]) == [3]
    assert state["monsters"][0]["bonuses"] == [{"retaliate": 3, "range": 1}]
    assert [specials("inox-bodyguard", n)[1][2]["value"] for n in range(8)] == [3, 3, 3, 4, 4, 5, 5, 5]


def test_jekserah_summons_and_attacks_all_adjacent_enemies():
    # Special 1: "Summon Living Bones; Attack -1, Target all adjacent enemies" (attack 3 at
    # level 1): two normal Living Bones for 2 characters. With the Brute exhausted the
    # Spellweaver is her only adjacent enemy.
    state = boss_turn("jekserah", SPECIAL_1, [("jekserah", [0, 5], False, None)], brute=None)
    events = answer_choices(state, run(state))
    assert [(e["monster"], e["elite"]) for e in of(events, "monster_summoned")] == [("living-bones", False)] * 2
    assert [(e["target"], e["damage"]) for e in of(events, "attacked")] == [(["character", 1], 2)]


# --- Merciless Overseer: Attack V, "V = Number of Scouts present" ------------------------------
def test_merciless_overseer_attacks_for_the_number_of_scouts():
    placed = [
        ("merciless-overseer", [0, 4], False, None),
        ("vermling-scout", [3, 0], False, None),
        ("vermling-scout", [-3, 6], False, None),
    ]
    state = boss_turn("merciless-overseer", MOVE_ATTACK, placed)
    events = play_out(state)
    assert damage_to(events, ["character", 0]) == [2]


def test_all_scouts_act_again():
    # Special 1: "All Scouts act again": the Scouts, who acted earlier this round, take another
    # turn right after the Overseer's.
    placed = [("merciless-overseer", [-3, 6], False, None), ("vermling-scout", [3, 0], False, None)]
    state = boss_turn("merciless-overseer", SPECIAL_1, placed)
    events = answer_choices(state, run(state))
    assert [e["monster"] for e in of(events, "monsters_turn")] == ["merciless-overseer", "vermling-scout"]


def test_scouts_still_to_act_this_round_act_now_and_again_at_their_turn():
    # "all Vermling Scouts immediately take an extra turn, using the ability card drawn for them
    # this round" (GG's notes on #9): an extra turn, their own still to come.
    placed = [("merciless-overseer", [-3, 6], False, None), ("vermling-scout", [3, 0], False, None)]
    scout_card = content.monster_decks()["scout"][0]["id"]
    state = boss_turn("merciless-overseer", SPECIAL_1, placed, after=[("vermling-scout", scout_card)])
    assert state["order"][1] == [{"monster": "vermling-scout"}]
    events = answer_choices(state, run(state))
    turns = [e["monster"] for e in of(events, "monsters_turn")]
    assert turns == ["merciless-overseer", "vermling-scout", "vermling-scout"]


def test_merciless_overseer_summons_a_scout():
    # Special 2: 2 normal Vermling Scouts for 2 characters (scenario 9)
    state = boss_turn("merciless-overseer", SPECIAL_2, [("merciless-overseer", [-3, 6], False, None)])
    events = answer_choices(state, run(state))
    assert [(e["monster"], e["elite"]) for e in of(events, "monster_summoned")] == [("vermling-scout", False)] * 2


# --- The Colorless: element-gated summons -------------------------------------------------------
def test_the_colorless_consumes_dark_to_summon_a_night_demon():
    # Special 1: "Dark (consume): Summon Night Demon; Invisible, Self"
    state = boss_turn("the-colorless", SPECIAL_1, [("the-colorless", [-3, 6], False, None)])
    state["elements"]["dark"] = 2
    events = answer_choices(state, run(state))
    assert [e["element"] for e in of(events, "element_consumed")] == ["dark"]
    assert [e["monster"] for e in of(events, "monster_summoned")] == ["night-demon"]
    assert "invisible" in state["monsters"][0]["conditions"]


def test_the_colorless_without_dark_summons_nothing():
    state = boss_turn("the-colorless", SPECIAL_1, [("the-colorless", [-3, 6], False, None)])
    events = answer_choices(state, run(state))
    assert not of(events, "monster_summoned") and not of(events, "element_consumed")
    assert "invisible" in state["monsters"][0]["conditions"]


def test_the_colorless_consumes_light_to_summon_a_sun_demon_and_heals():
    # Special 2: "Light (consume): Summon Sun Demon; Heal 4, Self; Shield 1" (heal 4 at level 1)
    state = boss_turn("the-colorless", SPECIAL_2, [("the-colorless", [-3, 6], False, 10)])
    state["elements"]["light"] = 1
    events = answer_choices(state, run(state))
    assert [e["monster"] for e in of(events, "monster_summoned")] == ["sun-demon"]
    assert state["monsters"][0]["hp"] == 14
    assert state["monsters"][0]["bonuses"] == [{"shield": 1, "range": 1}]
    assert [specials("the-colorless", n)[1][2]["value"] for n in range(8)] == [4, 4, 5, 5, 6, 6, 7, 7]


# --- The Gloom, The Sightless Eye, Winged Horror, Prime Demon --------------------------------
def test_the_gloom_moves_and_attacks_plus_9():
    # Special 1: "Move +9, Attack +9" (attack 5 at level 1)
    state = boss_turn("the-gloom", SPECIAL_1, [("the-gloom", [-3, 6], False, None)], weaver=[3, 2])
    events = play_out(state)
    assert [e["damage"] for e in of(events, "attacked")] == [14]


def test_the_gloom_attacks_at_range_5_with_three_conditions():
    # Special 2: "Teleport; Attack +1, Range 5, Poison, Wound, Stun". The teleport is scenario
    # 51's rule (not performed yet); the attack is.
    # The Gloom on (-2, 4); the Brute 3 hexes away, the Spellweaver 6.
    state = boss_turn("the-gloom", SPECIAL_2, [("the-gloom", [-2, 4], False, None)], weaver=[4, 0])
    events = play_out(state)
    assert [(e["target"], e["damage"]) for e in of(events, "attacked")] == [(["character", 0], 6)]
    assert sorted(state["characters"][0]["conditions"]) == ["poison", "stun", "wound"]


def test_the_sightless_eye_attacks_a_wide_area():
    # Special 2: "Summon Deep Terror; Attack -2" on a nine-hex area (attack 6 at level 1): a
    # grey hex makes it a melee area although the Eye has range 3.
    state = boss_turn("the-sightless-eye", SPECIAL_2, [("the-sightless-eye", [1, 2], False, None)], brute=None)
    events = answer_choices(state, run(state))
    assert [e["monster"] for e in of(events, "monster_summoned")] == ["deep-terror"]
    assert [(e["target"], e["damage"]) for e in of(events, "attacked")] == [(["character", 1], 4)]


def test_winged_horror_attacks_twice():
    # Special 1: "Attack -1, Target all adjacent enemies; Attack +0, Range 3; Hatch eggs"
    # (attack 3 at level 1) on the adjacent Brute, his focus; the eggs are scenario 46's rule.
    state = boss_turn("winged-horror", SPECIAL_1, [("winged-horror", [1, 3], False, None)], weaver=[3, 0])
    events = play_out(state)
    assert [(e["target"], e["damage"]) for e in of(events, "attacked")] == [
        (["character", 0], 2),
        (["character", 0], 3),
    ]


def test_without_a_throne_the_prime_demons_throne_rules_do_nothing_and_the_rest_is_played():
    # Prime Demon, Special 1: "Throne moves; Summon Demon; Move +2, Attack -1" (attack 4); Black
    # Barrow has no throne and no marked hexes (test_thrones.py plays them)
    state = boss_turn("prime-demon", SPECIAL_1, [("prime-demon", [-3, 6], False, None)], weaver=[3, 2])
    events = play_out(state)
    assert [e["damage"] for e in of(events, "attacked")] == [3]
    assert not of(events, "monster_summoned") and not of(events, "objective_moved")
    assert specials("prime-demon")[0][:2] == [
        {"type": "scenario_rule", "rule": "throne_moves"},
        {"type": "scenario_rule", "rule": "summon_demon", "ranks": [["normal"], ["elite"], ["elite"]]},
    ]
    assert specials("prime-demon")[1][1]["ranks"] == [["normal"], ["normal"], ["elite"]], "Special 2: elite for 4"


# --- Forgotten Circles: Valrath Commander (the Boss 2 deck), Human Commander -------------------
def test_valrath_commander_heals_his_adjacent_allies():
    # Special 1: "Summon Valrath Tracker; Move -1, Heal 5, Affect all adjacent allies". With a
    # second boss on the map (scenario 108) he plays the second Boss deck.
    # He stands beside the Brute (no move to make), a Bandit Guard beside him, one far off.
    placed = [
        ("valrath-commander", [0, 4], False, None),
        ("bandit-guard", [-1, 4], False, 1),
        ("bandit-guard", [3, 0], False, 1),
    ]
    state = boss_turn("valrath-commander", SPECIAL_1, placed)
    assert content.monsters()["valrath-commander"]["deck"] == "boss-2"
    events = answer_choices(state, run(state))
    assert [e["monster"] for e in of(events, "monster_summoned")] == ["valrath-tracker"]
    # a normal Bandit Guard has 6 HP at level 1: healed from 1 to 6
    assert [(m["hex"], m["hp"]) for m in state["monsters"] if m["type"] == "bandit-guard"] == [
        ([-1, 4], 6),
        ([3, 0], 1),
    ]


def test_human_commander_shields_his_adjacent_allies():
    # Special 2: "Summon City Archer; Move -1, Shield 3, Affect all adjacent allies"
    placed = [("human-commander", [0, 4], False, None), ("city-guard", [-1, 4], False, None)]
    state = boss_turn("human-commander", SPECIAL_2, placed)
    events = answer_choices(state, run(state))
    assert [e["monster"] for e in of(events, "monster_summoned")] == ["city-archer"]
    guards = [m for m in state["monsters"] if m["type"] == "city-guard"]
    assert guards[0]["bonuses"] == [{"shield": 3, "range": 1}]


# --- immunities, "not normal or elite" -----------------------------------------------------
def test_a_boss_is_never_given_a_condition_it_is_immune_to():
    # Bandit Commander: "immune to Stun, Immobilize and Curse". Poison takes hold; stun and
    # immobilize do not, and no curse is shuffled into the monster modifier deck.
    state = boss_turn("bandit-commander", MOVE_ATTACK, [("bandit-commander", [-3, 6], False, None)])
    events = []
    added = conditions.give(state, ("monster", 0), ["stun", "immobilize", "poison", "curse"], events)
    assert added == ["poison"] and state["monsters"][0]["conditions"] == ["poison"]
    assert "curse" not in state["monster_modifiers"]["draw"]
    assert not of(events, "modifier_shuffled_in")


def test_an_ordinary_monster_s_immunities_hold_too():
    # Cultist (scenario 78): "immune to Stun and Immobilize" on its stat card
    state = boss_turn("cultist-78", content.monster_decks()["cultist"][0]["id"], [("cultist-78", [-3, 6], False, None)])
    assert conditions.give(state, ("monster", 0), ["stun", "wound"], []) == ["wound"]


def test_bosses_are_not_normal_or_elite_monsters():
    assert not bosses.normal_or_elite({"type": "bandit-commander", "elite": False})
    assert not bosses.normal_or_elite({"type": "valrath-commander", "elite": False})
    assert bosses.normal_or_elite({"type": "bandit-guard", "elite": False})
    assert bosses.normal_or_elite({"type": "bandit-guard", "elite": True})
    assert bosses.normal_or_elite({"type": "arcane-golem", "elite": False})  # a named monster
