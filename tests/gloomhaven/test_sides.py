"""Monster types that do not fight on the monsters' side (GG's notes on the scenario book):
#12 "The City Guards and Archers are allies", #91 "All Cave Bears and Hounds are allies to
the characters and enemies to all other monster types. They still act normally, following a
monster ability card each round"; #91 section 1 "all Living Spirits are enemies to the
characters and to all other monster types", #85 section 1 the same of the Sun Demons."""

import pytest

from rules.gloomhaven import GAME, active, goals, monster_requests, rooms, scenario_rules
from rules.gloomhaven.board import Map, side
from rules.gloomhaven.movement_rules import can_pass

from .scenario_turns import PAIR, first_character_turn


def _index(state, kind):
    return next(i for i, m in enumerate(state["monsters"]) if m["type"] == kind)


def test_allied_monsters_fight_for_the_characters():
    state = first_character_turn(91)
    bear, guard = ("monster", _index(state, "cave-bear")), ("monster", _index(state, "bandit-guard"))
    assert side(state, bear) == "character" and side(state, guard) == "monster"
    game_map = Map(state)
    assert bear not in game_map.enemies_of("character").values(), "no character may attack it"
    assert bear in game_map.enemies_of("monster").values(), "the bandits' enemy"
    assert guard in game_map.enemies_of(side(state, bear)).values()
    bear_hex = tuple(state["monsters"][bear[1]]["hex"])
    assert can_pass(game_map, bear_hex, "normal", "character"), "characters move through their allies"
    assert not can_pass(game_map, bear_hex, "normal", "monster")


def test_an_allied_monsters_focus_is_on_the_other_monsters():
    """The monster-moves request of an ally: the bandits are its enemies ("character" role in
    the request), the characters its own side."""
    state = first_character_turn(91)
    bear = ("monster", _index(state, "cave-bear"))
    request = monster_requests.request(state, bear, {"plus": 0}, None)
    roles = {f["id"]: f["side"] for f in request["figures"]}
    assert roles[f"monster{_index(state, 'bandit-guard')}"] == "character"
    assert roles[f"monster{_index(state, 'hound')}"] == "monster"
    assert roles["character0"] == roles["character1"] == "monster"


def test_a_kill_all_goal_spares_the_characters_allies():
    state = first_character_turn(91)
    rooms.reveal(state, [1, 2], [])
    assert rooms.fill_in(state, [])
    allies = {"cave-bear", "hound"}
    state["monsters"] = [m for m in state["monsters"] if m["type"] in allies]
    assert state["monsters"]
    assert goals.outcome(state) == "victory"


def test_hostile_monsters_are_everyones_enemy_once_their_room_is_revealed():
    state = first_character_turn(91)
    rooms.reveal(state, [1], [])
    assert rooms.fill_in(state, [])
    spirit, guard, bear = (("monster", _index(state, k)) for k in ("living-spirit", "bandit-guard", "cave-bear"))
    assert side(state, spirit) == "alone:living-spirit"
    game_map = Map(state)
    for own in ("character", "monster"):
        assert spirit in game_map.enemies_of(own).values()
    foes = game_map.enemies_of(side(state, spirit)).values()
    assert guard in foes and bear in foes and ("character", 0) in foes
    others = [i for i, m in enumerate(state["monsters"]) if m["type"] == "living-spirit" and i != spirit[1]]
    assert all(("monster", i) not in foes for i in others), "Living Spirits are one another's allies"


def test_before_their_room_is_revealed_hostile_monsters_are_monsters():
    state = first_character_turn(91)
    assert scenario_rules.monster_sides(state) == {"cave-bear": "character", "hound": "character"}


@pytest.mark.parametrize(("achievements", "set_"), [([], False), (["sun-blessed"], True)])
def test_the_sun_blessed_party_has_light_strong_each_round(achievements, set_):
    """#85: "If the party has the Sun-Blessed achievement: at the start of every round, set
    Light to Strong and Dark to Inert"."""
    options = {"scenario": 85, "characters": PAIR, "randomness": "seeded", "party_achievements": achievements}
    state = GAME.setup(options, seed=1)
    while state["phase"] != "select":
        state, _ = GAME.apply(state, GAME.legal_actions(state)[0])
    assert (state["elements"]["light"] == 2) is set_
    GAME.check_state(state)


def test_an_allied_monster_beside_a_character_sharing_a_bonus_gains_it():
    """ "You and all adjacent allies gain +1 Attack" beside a Cave Bear, an ally (the bounds loop
    found the monster without a bonus list on #12); its attacks read it (``monsters._next_hit``)."""
    state = first_character_turn(91)
    bear = _index(state, "cave-bear")
    game_map = Map(state)
    beside = next(h for h in game_map.neighbours(tuple(state["monsters"][bear]["hex"])) if h not in game_map.figures)
    state["characters"][0]["hex"] = list(beside)
    events = []
    active.share(state, 0, {"who": "self_and_adjacent_allies", "add": {"attack": 1}}, events)
    assert state["monsters"][bear]["bonuses"] == [{"attack": 1, "range": 1}]
    assert {"type": "bonus_gained", "figure": ["monster", bear], "attack": 1} in events
    GAME.check_state(state)
