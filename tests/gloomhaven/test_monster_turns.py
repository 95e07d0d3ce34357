"""Monster turns: every kind of ability on the encoded monster decks (summons: test_monster_summons.py).

Round summary, "Turno Mostri": "All monsters of a type act on their initiative and perform
every ability of their card in written order, ONLY what is written." Each test builds a
small Black Barrow board (``monster_states``), plays the type's turn and checks the effect."""

import copy

import pytest

from rules.core import InvalidState
from rules.gloomhaven import GAME, content, elements
from tests.gloomhaven.monster_states import of, play_out, run, setup_turn, top


def choose_hex(state, h):
    frame = top(state)
    assert frame["kind"] == "monster_choice"
    new, events = GAME.apply(state, {"type": "choose_hex", "player": frame["seat"], "hex": list(h)})
    return new, events


# --- Black Barrow: bandit guard, bandit archer, living bones --------------------------------
def test_guard_strengthens_itself_after_its_attack():
    # Guard 530 "Move -1, Attack +0, Strengthen self"; strengthen lasts "until the end of its
    # next turn": gained during its own turn, it is still there after it.
    state = setup_turn("bandit-guard", 530, [("bandit-guard", [2, 3], False, None)])
    events = play_out(state)
    kinds = [e["type"] for e in events]
    assert kinds.index("attacked") < kinds.index("conditions_added")
    assert state["monsters"][0]["conditions"] == ["strengthen"]


def test_guard_shield_and_retaliate_on_itself_for_the_round():
    # Guard 524 "Shield 1, Retaliate 2" (self); "card bonuses are active from the monster's
    # activation until the end of the round".
    state = setup_turn("bandit-guard", 524, [("bandit-guard", [2, 3], False, None)])
    run(state)
    assert state["monsters"][0]["bonuses"] == [{"shield": 1, "range": 1}, {"retaliate": 2, "range": 1}]


def test_archer_creates_a_trap_in_the_adjacent_empty_hex_closest_to_an_enemy():
    # Archer 538: "Move -1, Attack -1 Range, create a 3 damage trap in an adjacent empty hex
    # closest to an enemy". From (3, 1), (2, 2) and (3, 2) are both 2 hexes from the Brute:
    # the players choose.
    state = setup_turn("bandit-archer", 538, [("bandit-archer", [3, 1], False, None)], weaver=[-1, 6])
    play_out(state)
    assert top(state)["purpose"] == "trap" and top(state)["hexes"] == [[2, 2], [3, 2]]
    state, events = choose_hex(state, [3, 2])
    assert of(events, "trap_created") == [{"type": "trap_created", "hex": [3, 2], "damage": 3, "conditions": []}]
    assert {"type": "trap", "hex": [3, 2], "damage": 3} in state["overlays"]


def test_living_bones_target_one_enemy_with_all_attacks():
    # Living Bones 522 "Move +0, Attack +0, Target one enemy with all attacks": Living Bones
    # have Target 2; both attacks go to the focus though the Spellweaver is adjacent too.
    state = setup_turn("living-bones", 522, [("living-bones", [1, 3], False, None)], weaver=[0, 4])
    events = play_out(state)
    attacked = [tuple(e["target"]) for e in of(events, "attacked")]
    assert len(attacked) == 2 and len(set(attacked)) == 1


def test_living_bones_attack_two_targets_otherwise():
    # Living Bones 519 "Move +0, Attack +0" with the monster's own Target 2.
    state = setup_turn("living-bones", 519, [("living-bones", [2, 4], False, None)])
    events = play_out(state)
    assert {tuple(e["target"]) for e in of(events, "attacked")} == {("character", 0), ("character", 1)}


def test_living_bones_heal_themselves():
    # Living Bones 523 "Shield 1, Heal 2 self".
    state = setup_turn("living-bones", 523, [("living-bones", [3, 0], False, 2)])
    run(state)
    assert state["monsters"][0]["hp"] == 4


# --- the other decks --------------------------------------------------------------------------
def test_several_attacks_are_each_planned_from_where_the_monster_stands():
    # Rending Drake 554: "Attack -1, Attack -1, Attack -2": three attacks, each on a target.
    state = setup_turn("rending-drake", 554, [("rending-drake", [2, 4], False, None)], weaver=[-1, 6])
    events = play_out(state)
    assert len(of(events, "attacked")) == 3


def test_damage_to_all_adjacent_enemies():
    # Ancient Artillery 701: "Attack +0 Range, 2 damage to all adjacent enemies".
    state = setup_turn("ancient-artillery", 701, [("ancient-artillery", [1, 3], False, None)], weaver=[2, 3])
    events = play_out(state)
    hurt = [e for e in of(events, "damage_suffered") if e["damage"] == 2 and e["source"] == "ability"]
    assert {tuple(e["figure"]) for e in hurt} == {("character", 0), ("character", 1)}


def test_push_is_away_from_the_monster_and_the_players_choose_the_hex():
    # Artillery 706 "Push 2 all adjacent enemies": "the target must move X hexes away, in the
    # direction decided by the attacker"; each hex farther than the last.
    state = setup_turn("ancient-artillery", 706, [("ancient-artillery", [1, 3], False, None)], weaver=[-1, 6])
    run(state)
    frame = top(state)
    assert frame["kind"] == "monster_choice" and frame["purpose"] == "push"
    assert sorted(map(tuple, frame["hexes"])) == [(0, 5), (1, 5), (2, 4)]
    state, _ = choose_hex(state, [1, 5])
    assert top(state)["hexes"] == [[0, 6], [1, 6]]  # 3 hexes from (1, 3); (2, 5) is off the map
    state, events = choose_hex(state, [0, 6])
    assert state["characters"][0]["hex"] == [0, 6]
    assert of(events, "attacked")  # then its Shield 2 and Attack -2 follow


def test_a_monsters_push_goes_past_the_targets_allies_but_does_not_end_on_one():
    # The push rule (forced.py, as for characters' pushes): "the target may pass its own
    # allies but not end on one". Artillery 706 "Push 2 all adjacent enemies": the Brute on
    # (1, 4) may be pushed through the Spellweaver on (1, 5), keeping its hex meanwhile.
    state = setup_turn("ancient-artillery", 706, [("ancient-artillery", [1, 3], False, None)], weaver=[1, 5])
    run(state)
    assert sorted(map(tuple, top(state)["hexes"])) == [(0, 5), (1, 5), (2, 4)]
    state, events = choose_hex(state, [1, 5])
    assert of(events, "forced_moved")[0]["hex"] == [1, 5]
    assert state["characters"][0]["hex"] == [1, 4] and state["characters"][1]["hex"] == [1, 5]
    assert state["monster_turn"]["forced"][0]["stands"] == [1, 4]
    assert top(state)["hexes"] == [[0, 6], [1, 6]]  # on, never to stay on the ally's hex
    state, _ = choose_hex(state, [1, 6])
    assert state["characters"][0]["hex"] == [1, 6] and state["characters"][1]["hex"] == [1, 5]


def test_a_monsters_push_of_one_hex_does_not_end_on_an_ally():
    # Artillery 703 "Push 1 all adjacent enemies": (1, 5), the Spellweaver's, is not offered.
    state = setup_turn("ancient-artillery", 703, [("ancient-artillery", [1, 3], False, None)], weaver=[1, 5])
    run(state)
    assert sorted(map(tuple, top(state)["hexes"])) == [(0, 5), (2, 4)]


def test_a_monsters_pull_goes_past_the_targets_allies():
    # Stone Golem 747 "Attack -2 Range 3, Pull 2" (immobilized: no move first) on the
    # Spellweaver three hexes away; the one hex nearer is the invisible Brute's, passed on the
    # way to (1, 1).
    state = setup_turn("stone-golem", 747, [("stone-golem", [1, 0], False, None)], brute=[1, 2], weaver=[1, 3])
    state["monsters"][0]["conditions"] = ["immobilize"]
    state["characters"][0]["conditions"] = ["invisible"]
    events = play_out(state)
    assert [e["hex"] for e in of(events, "forced_moved")] == [[1, 2], [1, 1]]
    assert state["characters"][1]["hex"] == [1, 1] and state["characters"][0]["hex"] == [1, 2]


def test_a_figure_passing_an_ally_is_refused_where_no_ally_is_passed():
    # Untrusted states: ``stands`` is the pushed figure's own hex while ``at`` is an ally's.
    state = setup_turn("ancient-artillery", 706, [("ancient-artillery", [1, 3], False, None)], weaver=[1, 5])
    run(state)
    state, _ = choose_hex(state, [1, 5])
    for edit in ({"stands": [0, 5]}, {"at": [0, 5]}, {"stands": [1, 3]}):
        edited = copy.deepcopy(state)
        edited["monster_turn"]["forced"][0].update(edit)
        with pytest.raises(InvalidState):
            GAME.check_state(edited)


def test_pull_on_an_attack_brings_the_target_closer():
    # Stone Golem 747 "Move +1, Attack -2 Range 3, Pull 2, Immobilize".
    state = setup_turn("stone-golem", 747, [("stone-golem", [3, 0], False, None)], brute=[0, 5], weaver=[-3, 6])
    events = play_out(state)
    while top(state)["kind"] == "monster_choice":
        state, more = choose_hex(state, top(state)["hexes"][0])
        events += play_out(state, more)
    moved = of(events, "forced_moved")
    assert moved and all(e["kind"] == "pull" for e in moved)


def test_heal_the_most_damaged_of_self_and_allies_in_range():
    # Shaman 590 "Move +0, Heal 3 Range 3": "heals itself or allies within range (priority to
    # the one who has suffered the most damage)".
    placed = [("inox-shaman", [3, 0], False, None), ("inox-shaman", [3, 1], False, 1)]
    state = setup_turn("inox-shaman", 590, placed, brute=[-2, 5], weaver=[-1, 6])
    hurt_max = state["monsters"][1]["max_hp"]
    run(state)
    assert state["monsters"][1]["hp"] >= min(hurt_max, 4)


def test_heal_ties_are_the_players_choice():
    placed = [("inox-shaman", [3, 0], False, 1), ("inox-shaman", [3, 1], False, 1)]
    state = setup_turn("inox-shaman", 590, placed, brute=[-2, 5], weaver=[-1, 6])
    play_out(state)
    assert top(state)["purpose"] == "heal" and top(state)["hexes"] == [[2, 1], [3, 1]]  # after its move
    state, events = choose_hex(state, [3, 1])
    # the second shaman then heals the first, now the most damaged
    assert [e["figure"] for e in of(events, "healed")] == [["monster", 1], ["monster", 0]]


def test_conditions_on_allies_and_enemies_in_range():
    # Imp 683 "Strengthen all allies within Range 2; Muddle all enemies within Range 2".
    placed = [("black-imp", [2, 3], False, None), ("black-imp", [3, 1], False, None)]
    state = setup_turn("black-imp", 683, placed, weaver=[-1, 6])
    events = play_out(state)
    # each strengthens the other; the second imp's runs out at the end of its own turn, which
    # is its "next turn" after gaining it
    assert [e["figure"] for e in of(events, "conditions_added") if e["conditions"] == ["strengthen"]] == [
        ["monster", 1],
        ["monster", 0],
    ]
    assert state["monsters"][0]["conditions"] == ["strengthen"] and state["monsters"][1]["conditions"] == []
    assert "muddle" in state["characters"][0]["conditions"]
    assert "muddle" not in state["characters"][1]["conditions"]  # too far


def test_one_adjacent_enemy_is_the_focus():
    # Living Corpse 564 "Move +1, Muddle and Immobilize one adjacent enemy".
    state = setup_turn("living-corpse", 564, [("living-corpse", [2, 4], False, None)], weaver=[-1, 6])
    run(state)
    assert {"muddle", "immobilize"} <= set(state["characters"][0]["conditions"])


def test_consumed_elements_benefit_every_monster_of_the_type():
    # Lurker 612 "Shield 1; consume Ice: Shield 2 instead". "Monsters consume elements if they can,
    # and every activated monster of that type gets the benefit."
    placed = [("lurker", [3, 0], False, None), ("lurker", [4, 0], False, None)]
    state = setup_turn("lurker", 612, placed, weaver=[-1, 6])
    state["elements"]["ice"] = elements.STRONG
    events = run(state)
    assert [m["bonuses"] for m in state["monsters"]] == [[{"shield": 2, "range": 1}]] * 2
    assert state["elements"]["ice"] == elements.INERT and len(of(events, "element_consumed")) == 1


def test_no_element_no_bonus():
    state = setup_turn("lurker", 612, [("lurker", [3, 0], False, None)], weaver=[-1, 6])
    run(state)
    assert state["monsters"][0]["bonuses"] == [{"shield": 1, "range": 1}]


def test_conditional_attack_bonus_when_the_target_is_beside_an_ally():
    # Hound 542 "Move +0, Attack +0; +2 Attack if the target is adjacent to any of the
    # hound's allies".
    placed = [("hound", [2, 4], False, None), ("bandit-guard", [0, 4], False, None)]
    state = setup_turn("hound", 542, placed, weaver=[-1, 6])
    events = run(state)
    base = content.monster_stats("hound", state["levels"]["monster"], False)["attack"]
    assert of(events, "attacked")[0]["damage"] == base + 2  # plus0 drawn, no shield


def test_attack_all_adjacent_enemies():
    # Lurker 617 "Attack +1, target all adjacent enemies".
    state = setup_turn("lurker", 617, [("lurker", [2, 4], False, None)])
    events = play_out(state)
    assert {tuple(e["target"]) for e in of(events, "attacked")} == {("character", 0), ("character", 1)}


def test_monster_loot_removes_the_coins_in_range():
    # Scout 675 "Move +1 Jump, Loot 1": monsters loot only money tokens, which are lost.
    state = setup_turn("vermling-scout", 675, [("vermling-scout", [4, 0], False, None)])
    state["overlays"] += [{"type": "coin", "hex": [2, 3], "amount": 1}, {"type": "coin", "hex": [3, 0], "amount": 1}]
    events = play_out(state)
    assert state["monsters"][0]["hex"] == [1, 3]  # jumped next to the Brute
    assert of(events, "monster_looted")[0]["hexes"] == [[2, 3]]
    assert [o["hex"] for o in state["overlays"] if o["type"] == "coin"] == [[3, 0]]


def test_an_area_attack_hits_every_enemy_in_the_area():
    # Spitting Drake 558 "Attack -1, range -1, the area of three hexes".
    state = setup_turn("spitting-drake", 558, [("spitting-drake", [3, 0], False, None)])
    events = play_out(state)
    assert {tuple(e["target"]) for e in of(events, "attacked")} == {("character", 0), ("character", 1)}


def test_damage_to_self():
    # Living Corpse 569 "Move +1, 1 damage to self".
    state = setup_turn("living-corpse", 569, [("living-corpse", [3, 0], False, None)], weaver=[-1, 6])
    play_out(state)
    assert state["monsters"][0]["hp"] == state["monsters"][0]["max_hp"] - 1


def test_bless_self_is_shuffled_into_the_monster_deck():
    # Shaman 594 "Move -1, Heal 1 adjacent allies, Bless self": a blessed figure "must shuffle
    # a Bless card into its current attack modifier deck"; the monsters share theirs.
    state = setup_turn("inox-shaman", 594, [("inox-shaman", [3, 0], False, None)], weaver=[-1, 6])
    play_out(state)
    assert state["monster_modifiers"]["draw"].count("bless") == 1


def test_a_cursing_attack_shuffles_a_curse_into_the_characters_deck():
    # Imp 682 "Attack -1 Range, Target 2, Curse".
    state = setup_turn("black-imp", 682, [("black-imp", [3, 1], False, None)])
    play_out(state)
    assert sum(c["modifiers"]["draw"].count("curse") for c in state["characters"]) >= 1
