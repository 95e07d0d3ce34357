"""The Betrayer's "Fear" (#79, Special 1; GG's notes on the scenario book, p. 100–101): "all
characters and character summons are forced to perform 'Move 4' in initiative order, ending as
far from the Betrayer as possible" (``fear``; our reading: around traps and hazardous terrain,
ties to the first hex in hex order)."""

import heapq

from rules.gloomhaven import GAME, bosses, content, rooms
from rules.gloomhaven.board import Map

from .scenario_turns import first_character_turn


def _betrayed():
    """#79 with every room revealed, the characters a few hexes from the Betrayer."""
    state = first_character_turn(79)
    rooms.reveal(state, [3, 4], [])
    assert rooms.fill_in(state, [])
    boss = next(i for i, m in enumerate(state["monsters"]) if m["type"] == "the-betrayer")
    state["monsters"] = [state["monsters"][boss]]
    state["characters"][0]["hex"], state["characters"][1]["hex"] = [6, -6], [7, -6]
    GAME.check_state(state)
    return state


def _reach(game_map, start, points):
    """The hexes four points of normal movement reach, written out here: difficult terrain
    costs 2; obstacles, traps, hazardous terrain and the monsters stop it; the other
    characters are passed, not ended on."""
    stops = ("obstacle", "trap", "hazardous")
    blocked = {h for h, tokens in game_map.overlays.items() for t in tokens if t["type"] in stops}
    blocked |= {h for h, f in game_map.figures.items() if f[0] == "monster"}
    found, heap = {start: 0}, [(0, start)]
    while heap:
        spent, h = heapq.heappop(heap)
        for n in game_map.neighbours(h):
            step = spent + (2 if game_map.has(n, "difficult") else 1)
            if n not in blocked and step <= points and step < found.get(n, 99):
                found[n] = step
                heapq.heappush(heap, (step, n))
    return {h for h in found if h == start or h not in game_map.figures}


def _initiative(state, i):
    played = state["characters"][i]["played"]
    return content.cards_by_id()[played["cards"][0]]["initiative"]


def test_fear_sends_each_character_in_initiative_order_to_the_farthest_hex_its_move_reaches():
    state = _betrayed()
    boss = tuple(state["monsters"][0]["hex"])
    expected = {}
    for i in sorted(range(2), key=lambda i: (_initiative(state, i), i)):
        game_map = Map(state)
        here = tuple(state["characters"][i]["hex"])
        reach = _reach(game_map, here, 4)
        best = max(game_map.distance(boss, h) for h in reach)
        expected[i] = min(h for h in reach if game_map.distance(boss, h) == best)
        state["characters"][i]["hex"] = list(expected[i])
    state = _betrayed()
    events = []
    bosses.perform(state, 0, {"type": "scenario_rule", "rule": "fear"}, events)
    assert {i: tuple(c["hex"]) for i, c in enumerate(state["characters"])} == expected
    assert all(Map(state).distance(boss, h) > 2 for h in expected.values()), "both fled"
    assert {tuple(e["figure"]) for e in events if e["type"] == "moved"} == {("character", 0), ("character", 1)}
    GAME.check_state(state)


def test_a_character_that_can_get_no_farther_stays():
    state = _betrayed()
    state["characters"][0]["hex"] = [2, -1]  # far away in the first room already
    before = list(state["characters"][0]["hex"])
    events = []
    bosses.perform(state, 0, {"type": "scenario_rule", "rule": "fear"}, events)
    game_map = Map(state)
    boss = tuple(state["monsters"][0]["hex"])
    assert game_map.distance(boss, tuple(state["characters"][0]["hex"])) >= game_map.distance(boss, tuple(before))


def test_fear_is_performed_by_the_betrayers_first_special():
    specials = content.monsters()["the-betrayer"]["levels"][0]["specials"]
    assert {"type": "scenario_rule", "rule": "fear"} in specials[0]
