"""Auras (``auras.py``): Realm of the Voice (#42), "While a given chord is alive its penalty is
in force" (GG's notes on the scenario book, p. 56), and Rebel Swamp (#45), "Any monster within
two hexes of a totem performs Heal 2, Self at the start of its turn" (p. 60)."""

import pytest

from rules.core import decisions
from rules.gloomhaven import GAME, auras, damage, defence, monster_attacks, movement_rules, selectors
from rules.gloomhaven.board import Map

from .scenario_turns import PAIR
from .test_card_mechanics import play, stack, to_first_turn


def voice():
    """#42 for a Brute (seat 0) and a Spellweaver at the Brute's first turn."""
    options = {
        "scenario": 42,
        "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
    }
    return to_first_turn(GAME.setup(options, seed=5), [8, 7], [68, 63], [1, 2, 3, 4, 5, 6, 7, 8, 9, 10])


def silence(state, *numbers):
    """Destroy the vocal cords of these numbers."""
    for n in numbers:
        at = next(i for i, o in enumerate(state["objectives"]) if o["name"] == f"Vocal Cord {n}")
        damage.suffer(state, ("objective", at), state["objectives"][at]["hp"], [], source="ability")


def test_each_standing_cord_gives_its_penalty():
    state = voice()
    assert len(state["objectives"]) == 6
    assert auras.effects(state, ("monster", 0)) == {
        "attack": 1,
        "advantage": True,
        "disadvantage": False,
        "heal_turn_start": 1,
        "damage_turn_start": 0,
    }
    assert auras.effects(state, ("character", 0)) == {
        "attack": -1,
        "advantage": False,
        "disadvantage": True,
        "heal_turn_start": 0,
        "damage_turn_start": 1,
    }
    silence(state, 1, 2, 3, 4, 5, 6)
    assert not any(auras.effects(state, ("monster", 0)).values())
    assert not any(auras.effects(state, ("character", 0)).values())


def test_chord_five_gives_the_characters_disadvantage_and_chord_two_the_monsters_advantage():
    state = voice()  # a character as the target: no monster's own trait plays a part
    assert monster_attacks.mode(state, ("character", 0), ("character", 1)) == (False, True)
    assert monster_attacks.mode(state, ("monster", 0), ("character", 1)) == (True, False)
    silence(state, 2, 5)
    assert monster_attacks.mode(state, ("character", 0), ("character", 1)) == (False, False)
    assert monster_attacks.mode(state, ("monster", 0), ("character", 1)) == (False, False)


def test_chord_six_takes_one_from_each_character_attack():
    """Shield Bash (Attack 4) with +0s drawn: 3 damage, less the demon's shield."""
    state = voice()
    silence(state, 5)
    monster = state["monsters"][0]
    game_map = Map(state)
    beside = next(h for h in game_map.neighbours(tuple(monster["hex"])) if h not in game_map.figures)
    state["characters"][0]["hex"] = list(beside)
    state["monsters"] = [monster]
    monster.update(hp=monster["max_hp"], conditions=[])
    shield = defence.innate(state, ("monster", 0)).get("shield", 0)
    state, _ = play(state, type="play_half", card=8, half="top", basic=False)
    stack(state, "plus0", "plus0")  # a Night Demon's attackers draw two
    state, events = play(state, type="target", hex=monster["hex"])
    dealt = [e["damage"] for e in events if e["type"] == "attacked"]
    assert dealt == [max(0, 4 - 1 - shield)]


def test_chord_four_damages_each_character_as_its_turn_starts_before_it_plays():
    options = {
        "scenario": 42,
        "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
    }
    state = GAME.setup(options, seed=5)
    while state["turn"] is None:
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    negate = decisions.top(state["decisions"])  # the character's choice comes before its cards
    assert (negate["kind"], negate["amount"], negate["source"]) == ("negate_damage", 1, "scenario")
    assert negate["character"] == state["turn"]["character"]
    assert not [a for a in GAME.legal_actions(state) if a["type"] == "play_half"]
    lose_card = next(a for a in GAME.legal_actions(state) if a["type"] == "lose_hand_card")
    state, _ = GAME.apply(state, lose_card)  # the damage negated
    assert decisions.top(state["decisions"])["kind"] == "character_turn"
    GAME.check_state(state)


def test_a_monster_near_a_totem_heals_as_its_turn_starts_and_one_far_does_not():
    options = {
        "scenario": 45,
        "characters": [{"class": "brute", "level": 1, "seat": 0}, {"class": "spellweaver", "level": 1, "seat": 1}],
    }
    state = GAME.setup(options, seed=2)
    game_map = Map(state)
    totem = (0, 2)
    near = [i for i, m in enumerate(state["monsters"]) if game_map.distance(tuple(m["hex"]), totem) <= 2]
    far = [i for i, m in enumerate(state["monsters"]) if game_map.distance(tuple(m["hex"]), totem) > 2]
    assert near
    for i in near:
        assert auras.effects(state, ("monster", i))["heal_turn_start"] == 2
    for i in far:
        assert not auras.effects(state, ("monster", i)).get("heal_turn_start")
    i = near[0]
    state["monsters"][i]["hp"] = 1
    events = []
    auras.at_turn_start(state, ("monster", i), events)
    assert state["monsters"][i]["hp"] == min(3, state["monsters"][i]["max_hp"])


# --- inactive: Fading Lighthouse (#61) ---------------------------------------------------
# "Odd rounds: only Group 1 monsters (Oozes and Giant Vipers) activate and can be affected by
# abilities. Group 2 monsters (Flame and Frost Demons) do not activate and are unaffected by
# all abilities; any figure may move through a hex holding a Group 2 monster but may not end
# its movement there. Even rounds: the exact opposite" (GG's notes on the book, p. 78).
GROUP_1, GROUP_2 = {"ooze", "giant-viper"}, {"flame-demon", "frost-demon"}


def lighthouse_round(number):
    """#61 at the first character turn of round ``number``, and the round's initiative order."""
    options = {"scenario": 61, "characters": PAIR}
    state, ordered = GAME.setup(options, seed=7), None
    while state["round"] < number or decisions.top(state["decisions"])["kind"] != "character_turn":
        state, events = GAME.apply(state, GAME.legal_actions(state)[0])
        ordered = next((e["order"] for e in events if e["type"] == "initiative_order"), ordered)
    return state, ordered


@pytest.mark.parametrize(("number", "acting", "resting"), [(1, GROUP_1, GROUP_2), (2, GROUP_2, GROUP_1)])
def test_one_group_acts_each_round_and_the_other_is_passed_through(number, acting, resting):
    state, order = lighthouse_round(number)
    ordered = {t["monster"] for group in order for t in group if "monster" in t}
    assert ordered == acting
    game_map = Map(state)
    inert = {tuple(m["hex"]) for m in state["monsters"] if m["type"] in resting}
    assert inert and game_map.inert == inert
    assert inert.isdisjoint(game_map.enemies_of("character"))
    h = next(iter(inert))
    assert movement_rules.can_pass(game_map, h, movement_rules.NORMAL, "character")
    assert not movement_rules.can_end(game_map, h, movement_rules.NORMAL, (99, 99))
    me = ("character", state["turn"]["character"])
    assert not set(selectors.figures(state, me, "all_enemies_in_range", 99)) & inert
