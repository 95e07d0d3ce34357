"""The monster abilities the later decks brought (elements: ``test_monster_elements.py``): who
they affect, what follows an attack, summons beside the target or with the summoner's hit
points, heals of Target X, and advantage and disadvantage from monsters' cards and stats.

Round summary, "Turno Mostri": "All monsters of a type ... perform every ability of their
card in written order, ONLY what is written." Each test plays one monster type's turn on a
small Black Barrow board (``monster_states``): the Brute on (1, 4), the Spellweaver on (1, 5)
unless moved, monster level 1."""

import pytest

from rules.gloomhaven import GAME, elements
from tests.gloomhaven.monster_states import of, play_out, run, setup_turn, stack, top


def choose_hex(state, h):
    frame = top(state)
    assert frame["kind"] == "monster_choice"
    return GAME.apply(state, {"type": "choose_hex", "player": frame["seat"], "hex": list(h)})


def hurt(events, source="ability"):
    return sorted((tuple(e["figure"]), e["damage"]) for e in of(events, "damage_suffered") if e["source"] == source)


# --- who is affected ----------------------------------------------------------------------------
def test_all_enemies_within_range_of_an_attack():
    # Living Spirit 581 "Move +0, Attack -1, Range +0, target all enemies within range": both
    # characters; its card 582 "Move +0, Attack +0, Range +0" attacks one.
    for card, attacked in ((581, 2), (582, 1)):
        state = setup_turn("living-spirit", card, [("living-spirit", [2, 3], False, None)])
        state["monsters"][0]["conditions"] = ["immobilize"]
        events = play_out(state)
        assert len(of(events, "attacked")) == attacked


def test_the_move_before_an_attack_on_all_enemies_within_range_reaches_them_all():
    # Living Spirit 581 from (-3, 6): it moves where both characters are within its Range 2.
    state = setup_turn("living-spirit", 581, [("living-spirit", [-3, 6], False, None)], weaver=[0, 4])
    events = play_out(state)
    assert sorted(tuple(e["target"]) for e in of(events, "attacked")) == [("character", 0), ("character", 1)]


def test_a_condition_at_the_monsters_range():
    # Living Spirit 586 "Move +0; Curse, Range +0, target all enemies within range; Ice": a
    # normal Living Spirit's Range is 2, so the Brute two hexes away is cursed, the
    # Spellweaver three hexes away is not.
    state = setup_turn("living-spirit", 586, [("living-spirit", [1, 2], False, None)], weaver=[1, 5])
    state["monsters"][0]["conditions"] = ["immobilize"]
    play_out(state)
    assert [c["modifiers"]["draw"].count("curse") for c in state["characters"]] == [1, 0]


def test_all_enemies_whatever_the_range():
    # Savvas Lavaflow 721 "All enemies suffer 2 damage; consume Fire: Wound all enemies;
    # consume Earth: Disarm all enemies": no range, no line of sight needed.
    state = setup_turn("savvas-lavaflow", 721, [("savvas-lavaflow", [4, 0], False, None)], weaver=[-3, 6])
    state["elements"]["fire"] = elements.STRONG
    events = play_out(state)
    assert hurt(events) == [(("character", 0), 2), (("character", 1), 2)]
    assert all("wound" in c["conditions"] and "disarm" not in c["conditions"] for c in state["characters"])


def test_all_adjacent_enemies_and_allies():
    # Night Demon 667 "Move +0, Attack -1; all adjacent enemies and allies suffer 1 damage":
    # the Bandit Guard beside it too.
    placed = [("night-demon", [2, 4], False, None), ("bandit-guard", [2, 3], False, None)]
    state = setup_turn("night-demon", 667, placed)
    events = play_out(state)
    assert hurt(events) == [(("character", 0), 1), (("character", 1), 1), (("monster", 1), 1)]


def test_all_figures_adjacent_to_the_target():
    # Savvas Lavaflow 719 "Move -1, Attack +1, Range 3; all allies and enemies adjacent to the
    # target suffer 2 damage": the Brute (3 hexes away) is the target; the Spellweaver and
    # the Bandit Guard beside it suffer 2, the Brute only the attack.
    placed = [("savvas-lavaflow", [3, 1], False, None), ("bandit-guard", [0, 4], False, None)]
    state = setup_turn("savvas-lavaflow", 719, placed)
    state["monsters"][0]["conditions"] = ["immobilize"]
    events = play_out(state)
    assert [tuple(e["target"]) for e in of(events, "attacked")] == [("character", 0)]
    assert hurt(events) == [(("character", 1), 2), (("monster", 1), 2)]


def test_shield_for_self_and_allies_within_range():
    # Savvas Icestorm 711 "... Shield +1, affect self and all allies within Range 2": the
    # guard two hexes away, not the one three hexes away.
    placed = [
        ("savvas-icestorm", [3, 0], False, None),
        ("bandit-guard", [3, 2], False, None),
        ("bandit-guard", [0, 2], False, None),
    ]
    state = setup_turn("savvas-icestorm", 711, placed, weaver=[-3, 6])
    state["monsters"][0]["conditions"] = ["immobilize"]
    play_out(state)
    assert [m.get("bonuses", []) for m in state["monsters"]] == [[{"shield": 1, "range": 1}]] * 2 + [[]]


# --- heals ----------------------------------------------------------------------------------------
def _lavaflow_heal(damage):
    """Savvas Lavaflow 722 "Heal 4, Range 3; consume Earth: Target 3" with Earth Strong; the
    Savvas (9 HP) and three guards (6 HP) within range, damaged as given."""
    placed = [("savvas-lavaflow", [3, 0], False, 9 - damage[0])]
    placed += [("bandit-guard", at, False, 6 - d) for at, d in zip(([2, 1], [3, 1], [4, 0]), damage[1:], strict=True)]
    state = setup_turn("savvas-lavaflow", 722, placed, brute=[-2, 6], weaver=[-3, 6])
    state["elements"]["earth"] = elements.STRONG
    return state


def test_heal_the_three_most_damaged_with_earth():
    state = _lavaflow_heal([1, 4, 3, 2])
    events = play_out(state)
    assert sorted(e["figure"][1] for e in of(events, "healed")) == [1, 2, 3]


def test_heal_target_three_ties_are_chosen_one_at_a_time():
    # The guard down 5 is healed; the three down 3 tie for the two places left: the players
    # choose one, then one of the other two.
    state = _lavaflow_heal([0, 5, 3, 3])
    state["monsters"].append({**state["monsters"][1], "hex": [2, 0], "standee": 4, "hp": 3})
    play_out(state)
    assert top(state)["purpose"] == "heal" and top(state)["hexes"] == [[2, 0], [3, 1], [4, 0]]
    state, events = choose_hex(state, [4, 0])
    assert top(state)["hexes"] == [[2, 0], [3, 1]]
    state, more = choose_hex(state, [2, 0])
    healed = [e["figure"][1] for e in of(events + more, "healed")]
    assert healed == [3, 4]
    assert [m["hp"] for m in state["monsters"]] == [9, 5, 3, 6, 6]


@pytest.mark.parametrize("light", [True, False])
def test_heal_all_allies_within_range_with_light(light):
    # Sun Demon 652 "Heal 3, Range 3; consume Light: target all allies within range": with
    # Light both damaged guards (not the demon itself); without, the most damaged of self
    # and allies.
    placed = [
        ("sun-demon", [3, 0], False, 5),
        ("bandit-guard", [2, 1], False, 2),
        ("bandit-guard", [3, 1], False, 3),
    ]
    state = setup_turn("sun-demon", 652, placed, brute=[-2, 6], weaver=[-3, 6])
    if light:
        state["elements"]["light"] = elements.STRONG
    events = play_out(state)
    assert sorted(e["figure"][1] for e in of(events, "healed")) == ([1, 2] if light else [1])


def test_heal_self_for_each_target_damaged():
    # Harrower Infester 729 "Move -1, Attack +0 (a line of three hexes); consume Dark: perform
    # Heal 2, Self for each target damaged": both characters on the line are damaged.
    for dark, hp in ((True, 6), (False, 2)):
        state = setup_turn("harrower-infester", 729, [("harrower-infester", [1, 3], False, 2)])
        if dark:
            state["elements"]["dark"] = elements.STRONG
        events = play_out(state)
        assert len(hurt(events, "attack")) == 2
        assert state["monsters"][0]["hp"] == hp


# --- summons -------------------------------------------------------------------------------------
def test_summon_beside_the_target():
    # Deep Terror 738 "Attack -2, Range 6; Summon normal Deep Terror in a hex adjacent to the
    # target": the Brute is the target; every empty hex beside it is as close to an enemy.
    state = setup_turn("deep-terror", 738, [("deep-terror", [3, 0], False, None)], weaver=[-3, 6])
    play_out(state)
    assert top(state)["purpose"] == "summon"
    assert top(state)["hexes"] == [[0, 4], [0, 5], [1, 3], [1, 5], [2, 3], [2, 4]]
    state, events = choose_hex(state, [2, 3])
    assert of(events, "monster_summoned")[0]["hex"] == [2, 3]
    assert state["monsters"][1]["type"] == "deep-terror" and state["monsters"][1]["summoned"]


def test_ooze_splits_with_its_hit_points():
    # Ooze 696 "Ooze suffers 2 damage; Summons normal Ooze with a hit point value equal to the
    # summoning Ooze's current hit point value".
    state = setup_turn("ooze", 696, [("ooze", [4, 0], False, 4)], weaver=[-3, 6])
    events = play_out(state)
    while top(state)["kind"] == "monster_choice":
        state, more = choose_hex(state, top(state)["hexes"][0])
        events += more
    assert of(events, "monster_summoned")
    assert [(m["hp"], m["max_hp"]) for m in state["monsters"]] == [(2, 5), (2, 5)]


def test_an_ooze_slain_by_its_own_damage_does_not_split():
    state = setup_turn("ooze", 696, [("ooze", [4, 0], False, 2)], weaver=[-3, 6])
    events = play_out(state)
    assert state["monsters"] == [] and not of(events, "monster_summoned")


def test_the_cultist_of_scenario_89_summons_an_elite_giant_viper():
    state = setup_turn("cultist-89", 609, [("cultist-89", [4, 0], False, None)], weaver=[-3, 6])
    events = play_out(state)
    while top(state)["kind"] == "monster_choice":
        state, more = choose_hex(state, top(state)["hexes"][0])
        events += more
    summoned = of(events, "monster_summoned")[0]
    assert (summoned["monster"], summoned["elite"]) == ("giant-viper", True)


# --- attacks ---------------------------------------------------------------------------------------
def test_a_hound_is_not_its_own_ally():
    # Hound 542 "+2 Attack if the target is adjacent to any of the Hound's allies": a Hound
    # alone beside the Brute attacks without it.
    state = setup_turn("hound", 542, [("hound", [2, 3], False, None)], weaver=[-3, 6])
    events = run(state)
    assert of(events, "attacked")[0]["damage"] == 2  # the Hound's Attack 2, plus0 drawn


def _weaver_attacks(state, at):
    """The Spellweaver (beside the monster on ``at``) attacks it: the basic Attack 2."""
    assert top(state) == {"kind": "character_turn", "seat": 1, "character": 1}
    stack(state["characters"][1]["modifiers"], ["plus0", "plus1"])
    basic = {"player": 1, "character": 1}
    state, _ = GAME.apply(state, {"type": "play_half", **basic, "card": 63, "half": "top", "basic": True})
    state, events = GAME.apply(state, {"type": "target", **basic, "hex": list(at)})
    return of(events, "attacked")[0]


def test_attacks_on_a_giant_viper_gain_disadvantage_after_its_card():
    # Giant Viper 689 "Move +1 Jump, Attack -1; All attacks targeting Giant Viper this round
    # gain Disadvantage": the Spellweaver's attack after the viper's turn draws two cards.
    state = setup_turn("giant-viper", 689, [("giant-viper", [2, 4], False, None)], brute=[-2, 6])
    play_out(state)
    assert _weaver_attacks(state, [2, 4])["drawn"] == ["plus0", "plus1"]


def test_attacks_on_a_giant_viper_before_its_turn_do_not():
    state = setup_turn("giant-viper", 689, [("giant-viper", [2, 4], False, None)], brute=[-2, 6])
    state["order"] = [[{"character": 1}], [{"monster": "giant-viper"}]]
    run(state)
    assert _weaver_attacks(state, [2, 4])["drawn"] == ["plus0"]


def test_attackers_of_a_night_demon_gain_disadvantage():
    # Night Demon stat card: "Attackers gain Disadvantage".
    state = setup_turn("night-demon", 660, [("night-demon", [2, 4], False, None)], brute=[-2, 6])
    state["order"] = [[{"character": 1}], [{"monster": "night-demon"}]]
    run(state)
    assert _weaver_attacks(state, [2, 4])["drawn"] == ["plus0", "plus1"]


def test_a_sun_demon_attacks_with_advantage():
    # Sun Demon stat card: "Advantage": two modifier cards, the better one used.
    state = setup_turn("sun-demon", 655, [("sun-demon", [2, 4], False, None)], weaver=[-3, 6])
    stack(state["monster_modifiers"], ["minus1", "plus1"])
    events = play_out(state)
    attacked = of(events, "attacked")[0]
    assert attacked["drawn"] == ["minus1", "plus1"] and attacked["used"] == ["plus1"]


@pytest.mark.parametrize("card", [633, 648])
def test_a_ranged_monsters_melee_attack(card):
    # Flame Demon 633 "Attack +0, target all adjacent enemies" and Wind Demon 648 "Attack +0"
    # with an area around the demon print no range: melee, so no disadvantage on the
    # adjacent Brute.
    kind = {633: "flame-demon", 648: "wind-demon"}[card]
    state = setup_turn(kind, card, [(kind, [2, 3], False, None)], weaver=[-3, 6])
    state["monsters"][0]["conditions"] = ["immobilize"]
    events = play_out(state)
    attacked = of(events, "attacked")
    assert [tuple(e["target"]) for e in attacked] == [("character", 0)] and len(attacked[0]["drawn"]) == 1


def test_a_wounded_monster_suffers_once_when_the_players_choose_its_first_move():
    # Wound: "the figure suffers 1 damage at the start of each of its turns". A Bandit Guard
    # (527 "Move +0, Attack +0") with two hexes as good beside the Brute: the players choose,
    # and its turn goes on without starting again.
    state = setup_turn("bandit-guard", 527, [("bandit-guard", [-1, 2], False, None)], weaver=[-3, 6])
    state["monsters"][0]["conditions"] = ["wound"]
    events = run(state)
    assert top(state)["kind"] == "monster_option"
    state, more = GAME.apply(state, {"type": "choose_option", "player": top(state)["seat"], "option": 0})
    assert [e["source"] for e in of(events + more, "damage_suffered")] == ["wound"]
