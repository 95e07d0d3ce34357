"""Escorts that do not act (``objectives.py``) on Ruinous Rift (#27): "Protect Hail (a) for
ten rounds. Lose: Hail is killed. Hail: 4+(2xL) HP; ally, enemy of all monster types;
initiative 99 for monster focus purposes only" (GG's notes on the scenario book, p. 37)."""

import copy

import pytest

from rules.core import InvalidState
from rules.gloomhaven import (
    GAME,
    abilities,
    conditions,
    damage,
    escorts,
    goals,
    initiative,
    monster_requests,
    scenarios,
    setup,
)
from rules.gloomhaven.board import Map
from tests.gloomhaven.scenario_turns import first_character_turn

HAIL = [1, 3]


def rift(randomness="seeded"):
    """#27 for a Brute and a Spellweaver at the first character turn (no monster yet)."""
    return first_character_turn(27, seed=4, randomness=randomness)


def test_hail_stands_from_the_start_with_her_hit_points():
    state = rift()
    hp = 4 + 2 * state["levels"]["scenario"]
    assert state["escorts"] == [{"name": "Hail", "hp": hp, "max_hp": hp, "hex": HAIL, "conditions": [], "bonuses": []}]
    assert Map(state).figures[tuple(HAIL)] == ("escort", 0)
    assert all(c["hex"] != HAIL for c in state["characters"])


def test_monsters_focus_on_her_at_initiative_99_and_characters_count_her_an_ally():
    state = rift()
    game_map = Map(state)
    assert tuple(HAIL) in game_map.enemies_of("monster") and tuple(HAIL) not in game_map.enemies_of("character")
    setup.add_monster(state, "night-demon", False, [4, 0])  # where the first demon spawns
    state["monster_turn"] = {"type": "night-demon", "queue": [[4, 0]]}
    asked = monster_requests.request(state, ("monster", 0), {"type": "move"}, {"type": "attack", "value": 0})
    hail = [f for f in asked["figures"] if f["hex"] == HAIL]
    assert hail == [{"id": "escort0", "side": "character", "hex": HAIL, "initiative": 99}]


def test_a_heal_in_range_may_be_played_on_her():
    state = rift()
    me = state["turn"]["character"]
    assert Map(state).distance(tuple(state["characters"][me]["hex"]), tuple(HAIL)) <= 3
    assert tuple(HAIL) in abilities.heal_targets(state, {"type": "heal", "value": 2, "range": 3})


def test_she_takes_poison_but_no_curse():
    state = rift()
    events = []
    conditions.give(state, ("escort", 0), ["poison", "curse"], events)
    assert state["escorts"][0]["conditions"] == ["poison"]
    GAME.check_state(state)


def test_her_turn_wounds_her_and_ends_her_stun():
    state = rift()
    events = []
    conditions.give(state, ("escort", 0), ["wound", "stun"], events)
    before = state["escorts"][0]["hp"]
    escorts.take_turn(state, "Hail", events)
    assert state["escorts"][0]["hp"] == before - 1
    assert state["escorts"][0]["conditions"] == ["wound"]


def test_her_turn_comes_after_the_characters_and_monsters_of_her_initiative():
    order = initiative.order([(0, (99, 0, 99)), (1, (12, 0, 40))], [("night-demon", 99)], [("Hail", 99)])
    assert order == [[{"character": 1}], [{"character": 0}], [{"monster": "night-demon"}], [{"escort": "Hail"}]]
    state = rift()
    assert [{"escort": "Hail"}] in state["order"]
    assert state["order"][-1] == [{"escort": "Hail"}]


def test_killed_she_leaves_the_map_and_the_scenario_is_lost_even_in_round_ten():
    state = rift()
    events = []
    damage.suffer(state, ("escort", 0), state["escorts"][0]["hp"], events, source="attack")
    assert state["escorts"] == [] and state["tally"]["died"] == ["Hail"]
    assert {"type": "escort_killed", "name": "Hail", "hex": HAIL} in events
    GAME.check_state(state)
    state["round"] = 10  # "Protect Hail for ten rounds": met, but Hail is dead
    assert goals.outcome(state) == "defeat"


def test_alive_at_the_end_of_round_ten_she_wins_it():
    state = rift()
    state["round"] = 9
    assert goals.outcome(state) is None
    state["round"] = 10
    assert goals.outcome(state) == "victory"


def test_an_edited_escort_is_refused():
    state = rift()
    for edit in (
        lambda s: s["escorts"][0].update(hp=999),
        lambda s: s["escorts"][0].update(hex=[0, 3]),
        lambda s: s["escorts"].append(dict(s["escorts"][0])),
        lambda s: s["tally"].update(died=["Hail"]),
        lambda s: s["tally"].update(died=["Orchid"]),
    ):
        edited = copy.deepcopy(state)
        edit(edited)
        with pytest.raises(InvalidState):
            GAME.check_state(edited)


# --- escorts that move: Slave Pens (#38) ----------------------------------------------
# "Orchid (a): 6+(3xL) HP; acts on initiative 99 each round, performing Move 3 toward the
# shaman on the D tile, opening doors and springing traps if needed" (p. 50).
ORCHID = [0, -3]
SHAMAN = (3, 14)


def pens():
    """#38 at the first character turn, no monster left in the start room."""
    state = first_character_turn(38, seed=1)
    state["monsters"] = []
    state["characters"][0]["hex"], state["characters"][1]["hex"] = [1, -3], [1, -2]
    return state


def walk_distance(state, a, b):
    """Steps between two hexes over the whole map (a check written apart from escorts.py)."""
    sc = scenarios.of(state["options"])
    cells = {tuple(h) for h in sc.open_hexes([r.id for r in sc.rooms])}
    walls = {frozenset((tuple(x), tuple(y))) for x, y in sc.thin_walls}
    seen, frontier, steps = {a}, [a], 0
    while frontier:
        if b in frontier:
            return steps
        nxt = []
        for q, r in frontier:
            for dq, dr in ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1)):
                n = (q + dq, r + dr)
                if n in cells and n not in seen and frozenset((n, (q, r))) not in walls:
                    seen.add(n)
                    nxt.append(n)
        frontier, steps = nxt, steps + 1
    return None


def test_the_orchid_moves_three_hexes_nearer_the_shaman():
    state = pens()
    events = []
    escorts.take_turn(state, "Orchid", events)
    steps = [tuple(e["to"]) for e in events if e["type"] == "moved"]
    assert len(steps) == 3
    before = walk_distance(state, tuple(ORCHID), SHAMAN)
    assert walk_distance(state, tuple(state["escorts"][0]["hex"]), SHAMAN) == before - 3
    GAME.check_state(state)


def test_stunned_or_immobilized_she_does_not_move():
    for condition in ("stun", "immobilize"):
        state = pens()
        state["escorts"][0]["conditions"] = [condition]
        escorts.take_turn(state, "Orchid", [])
        assert state["escorts"][0]["hex"] == ORCHID


def test_enemies_in_the_way_hold_her_where_no_walk_goes_around():
    state = pens()
    door = (-2, 1)
    around = [h for h in Map(state).neighbours(door) if h in Map(state).cells and h not in {(-3, 2), (-2, 2)}]
    for h in around:  # the room's only way out is the door: enemies stand before it
        setup.add_monster(state, "inox-guard", False, list(h))
    escorts.take_turn(state, "Orchid", [])
    assert state["escorts"][0]["hex"] == ORCHID


def test_she_walks_around_a_trap_when_a_walk_as_short_avoids_it():
    state = pens()
    events = []
    escorts.take_turn(copy.deepcopy(state), "Orchid", events)
    first = [e["to"] for e in events if e["type"] == "moved"][0]
    state["overlays"].append({"type": "trap", "hex": first, "damage": 3})
    events = []
    escorts.take_turn(state, "Orchid", events)
    walked = [e["to"] for e in events if e["type"] == "moved"]
    assert first not in walked and len(walked) == 3
    assert not [e for e in events if e["type"] == "trap_sprung"]


def test_entering_the_door_she_opens_it_and_stops_there():
    state = pens()
    state["escorts"][0]["hex"] = [-2, 0]  # beside the door out of the start room
    events = []
    escorts.take_turn(state, "Orchid", events)
    assert state["escorts"][0]["hex"] == [-2, 1]
    assert [e["rooms"] for e in events if e["type"] == "door_opened"] == [[1]]
    assert 1 in state["rooms"]


def test_killed_before_her_turn_she_takes_none():
    state = pens()
    damage.suffer(state, ("escort", 0), state["escorts"][0]["hp"], [], source="attack")
    events = []
    escorts.take_turn(state, "Orchid", events)
    assert events == [] and state["tally"]["died"] == ["Orchid"]


# --- escort_reaches: Forgotten Crypt (#19) -----------------------------------------------
# "Protect Hail (a) until she reaches the altar (b); the scenario is complete when she ends her
# turn in a hex adjacent to the altar. Hail: Move 2 toward the altar" (p. 25).
ALTAR = (-1, -11)


def crypt():
    """#19 with every room revealed and no monster, at the first character turn."""
    state = first_character_turn(19, seed=2)
    sc = scenarios.of(state["options"])
    state["rooms"] = sorted(r.id for r in sc.rooms)
    state["overlays"] = sc.overlays_for(rooms=state["rooms"])
    state["monsters"] = []
    return state


def test_hail_ending_her_turn_beside_the_altar_wins_the_round():
    state = crypt()
    game_map = Map(state)
    two_away = next(
        h
        for h in sorted(game_map.cells)
        if walk_distance(state, h, ALTAR) == 3 and h not in game_map.figures and not game_map.overlays.get(h)
    )
    state["escorts"][0]["hex"] = list(two_away)
    escorts.take_turn(state, "Hail", [])
    assert Map(state).distance(tuple(state["escorts"][0]["hex"]), ALTAR) == 1
    assert state["tally"]["reached"] == ["Hail"]
    GAME.check_state(state)
    assert goals.outcome(state) == "victory"


def test_hail_short_of_the_altar_wins_nothing():
    state = crypt()
    escorts.take_turn(state, "Hail", [])
    assert "reached" not in state["tally"] and goals.outcome(state) is None
