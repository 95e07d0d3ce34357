"""#72 Oozing Grove (GG's notes on the scenario book, p. 92): "Trees (a), (b), (c): C×(3+L) HP
each"; "At the end of every round one tree summons one Ooze, in the order tree (a), tree (b),
tree (c) ... A destroyed tree keeps its place in the order: on the round it would have
summoned, no Ooze is summoned". Each tree fills the three hexes of the map's tree; as #34 says
of the Elder Drake, "a figure that can target any one of those hexes can target" it."""

from rules.gloomhaven import GAME, area, attacks, damage, monster_requests, special_rules
from rules.gloomhaven.board import Map, key

from .scenario_turns import first_character_turn

TREE_A = [(2, 0), (2, 1), (3, 0)]


def test_a_tree_fills_its_three_hexes():
    state = first_character_turn(72)
    game_map = Map(state)
    assert [game_map.figures.get(h) for h in TREE_A] == [("objective", 0)] * 3
    assert not any(game_map.has(h, "obstacle") for h in TREE_A), "in place of the map's tree"
    GAME.check_state(state)


def test_any_hex_of_a_tree_may_be_targeted_and_the_tree_only_once():
    state = first_character_turn(72)
    listed = attacks.candidates(state, (3, 1), "character", {"range": 1}, [])
    assert {(2, 1), (3, 0)} <= set(listed), "both hexes beside the attacker"
    again = attacks.candidates(state, (3, 1), "character", {"range": 1}, [[2, 1]])
    assert not set(TREE_A) & set(again), "a second target is another figure"


def test_an_area_over_two_hexes_of_a_tree_hits_it_once():
    state = first_character_turn(72)
    game_map = Map(state)
    hit = area.targets(state, game_map, (3, 1), "character", ((2, 1), (3, 0)))
    assert len(hit) == 1 and game_map.figures[hit[0]] == ("objective", 0)


def test_the_monster_ai_sees_one_figure_per_tree():
    """Its other hexes are figures of the monsters' side to it (found by a random sweep: a
    flying Forest Imp was offered to end its move on one when they were obstacles)."""
    state = first_character_turn(72)
    ooze = next(i for i, m in enumerate(state["monsters"]) if m["type"] == "ooze")
    request = monster_requests.request(state, ("monster", ooze), {"plus": 0}, None)
    ids = [f["id"] for f in request["figures"]]
    assert len(ids) == len(set(ids)) and ids.count("objective0") == 1
    others = {tuple(f["hex"]): f["side"] for f in request["figures"] if f["id"].startswith("objective0-")}
    assert others == {(2, 1): "monster", (3, 0): "monster"}, "the monsters' ally: passed, never ended on"


def test_the_trees_summon_in_turn_and_a_fallen_tree_keeps_its_place():
    state = first_character_turn(72)
    events = []
    special_rules.at_round(state, False, events)  # round 1: tree a
    (spawned,) = [e for e in events if e["type"] == "monster_spawned"]
    assert spawned["monster"] == "ooze" and min(Map(state).distance(key(spawned["hex"]), h) for h in TREE_A) == 1
    state["round"] = 7  # tree a's turn again
    damage.suffer(state, ("objective", 0), 99, [], source="ability")
    assert "Tree a" in state["tally"]["destroyed"]
    events = []
    special_rules.at_round(state, False, events)
    assert not [e for e in events if e["type"] == "monster_spawned"]
