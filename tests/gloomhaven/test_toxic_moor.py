"""#68 Toxic Moor (GG's notes on the scenario book, p. 87): "Setup: All characters start with
POISON. The tree (a) is set up at the start of the scenario. Tree (a): 17 HP. Suffers 2 damage at
the end of every round, even before its room is revealed. Once its room is revealed, it takes no
damage at the end of a round in which no Rending Drakes are on the M tile. Once revealed it can
be healed like any normal ally, but no other ability can affect it"; "Whenever a character or
character summon with POISON enters a water hex, it suffers trap damage. A character summon that
has POISON treats water hexes like traps"; "Lose: The tree is destroyed"."""

from rules.core import decisions
from rules.gloomhaven import GAME, goals, monster_requests, objectives, rooms, selectors, special_rules
from rules.gloomhaven.board import Map, key
from rules.gloomhaven.movement_rules import NORMAL, can_pass, poisoned_water

from .scenario_turns import first_character_turn

TREE = [(4, 9), (5, 9), (5, 8)]
WATER = (0, -1)  # on the starting tile


def _tree(state):
    return next((e for e in state["escorts"] if e["name"] == "Tree"), None)


def test_before_its_room_is_revealed_the_tree_suffers_its_damage_off_the_map():
    state = first_character_turn(68)
    assert _tree(state) is None and 3 not in state["rooms"]
    special_rules.at_round(state, False, [])
    special_rules.at_round(state, False, [])
    assert state["tally"]["pending"] == {"Tree": 4}
    rooms.reveal(state, [1, 2, 3], [])
    tree = _tree(state)
    assert tree["max_hp"] == 17 and tree["hp"] == 13 and "pending" not in state["tally"]
    assert sorted(key(h) for h in tree["hexes"]) == sorted(TREE)
    assert all(Map(state).figures[h][0] == "escort" for h in TREE)


def test_revealed_it_suffers_only_while_a_rending_drake_is_on_the_m_tile():
    state = first_character_turn(68)
    rooms.reveal(state, [1, 2, 3], [])
    assert rooms.fill_in(state, [])
    tree = _tree(state)
    assert any(m["type"] == "rending-drake" and m["hex"][1] >= 5 for m in state["monsters"])
    special_rules.at_round(state, False, [])
    assert _tree(state)["hp"] == 15
    room = {key(h) for h in next(r for r in rooms.scenarios.of(state["options"]).rooms if r.id == 3).hexes}
    state["monsters"] = [m for m in state["monsters"] if not (m["type"] == "rending-drake" and key(m["hex"]) in room)]
    special_rules.at_round(state, False, [])
    assert _tree(state)["hp"] == 15, "no Rending Drake left on the M tile"
    assert tree is not None


def test_the_tree_destroyed_off_the_map_loses():
    state = first_character_turn(68)
    state["tally"]["pending"] = {"Tree": 16}
    special_rules.at_round(state, False, [])
    assert state["tally"]["died"] == ["Tree"] and "pending" not in state["tally"]
    assert goals.outcome(state) == "defeat"
    rooms.reveal(state, [1, 2, 3], [])
    assert _tree(state) is None, "never set up"


def _revealed():
    state = first_character_turn(68)
    rooms.reveal(state, [1, 2, 3], [])
    assert rooms.fill_in(state, [])
    return state


def test_no_monster_attacks_the_tree_and_nobody_passes_it():
    state = _revealed()
    i = next(i for i, m in enumerate(state["monsters"]) if key(m["hex"]) == (4, 8))  # a Giant Viper beside it
    request = monster_requests.request(state, ("monster", i), {"type": "move", "plus": 0}, None)
    assert all(list(h) in request["map"]["obstacles"] for h in TREE)
    assert not any(f["hex"] in [list(h) for h in TREE] for f in request["figures"])
    assert not can_pass(Map(state), TREE[0], NORMAL, "character")


def test_only_a_heal_affects_the_tree():
    state = _revealed()
    me = ("character", state["turn"]["character"])
    tree = _tree(state)
    tree["hp"] = 10
    events = []
    selectors.affect(state, me, {"type": "shield", "value": 1, "who": "one_ally"}, [TREE[0]], events)
    assert _tree(state)["bonuses"] == [] and events == []
    selectors.affect(state, me, {"type": "heal", "value": 3, "who": "one_ally"}, [TREE[1]], events)
    assert _tree(state)["hp"] == 13
    assert objectives.only_heal(state, ("escort", 0))
    assert not selectors.movable(state, ("escort", 0), "shield") and selectors.movable(state, ("escort", 0), "heal")
    from rules.gloomhaven import conditions

    assert conditions.give(state, ("escort", 0), ["poison", "strengthen"], []) == []


def test_a_poisoned_character_entering_water_suffers_trap_damage():
    state = first_character_turn(68)
    me = state["turn"]["character"]
    assert "poison" in state["characters"][me]["conditions"], "all characters start with Poison"
    game_map = Map(state)
    assert poisoned_water(game_map, WATER, ("character", me))
    beside = next(h for h in game_map.neighbours(WATER) if h not in game_map.figures and not game_map.overlays.get(h))
    state["characters"][me]["hex"] = list(beside)
    seat, card = state["characters"][me]["seat"], state["characters"][me]["in_play"][0]
    state, _ = GAME.apply(
        state, {"type": "play_half", "player": seat, "character": me, "card": card, "half": "bottom", "basic": True}
    )
    state, events = GAME.apply(state, {"type": "step", "player": seat, "character": me, "hex": list(WATER)})
    assert {"type": "trap_sprung", "figure": ["character", me], "hex": list(WATER)} in events
    frame = decisions.top(state["decisions"])
    assert frame["kind"] == "negate_damage" and frame["amount"] == state["levels"]["trap_damage"]
    assert any(o["hex"] == list(WATER) for o in state["overlays"]), "the water stays"


def test_unpoisoned_nothing_happens():
    state = first_character_turn(68)
    me = state["turn"]["character"]
    state["characters"][me]["conditions"] = []
    assert not poisoned_water(Map(state), WATER, ("character", me))


def test_a_poisoned_summon_treats_water_as_traps():
    state = first_character_turn(68)
    game_map = Map(state)
    free = next(h for h in sorted(game_map.cells) if h not in game_map.figures and not game_map.overlays.get(h))
    state["summons"].append({"conditions": ["poison"], "hex": list(free)})
    water = monster_requests.water_traps(Map(state), ("summon", len(state["summons"]) - 1))
    assert list(WATER) in water and all(Map(state).has(tuple(h), "difficult") for h in water)
    state["summons"][-1]["conditions"] = []
    assert monster_requests.water_traps(Map(state), ("summon", len(state["summons"]) - 1)) == []
