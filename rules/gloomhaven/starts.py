"""Where the characters may start, beyond the scenario's starting hexes (``setup.start_positions``):
"No more than half the characters (rounded up) may enter the scenario from the same room" (#50,
#58, #85: ``split_start``); "Characters may only start in sections of the center room that
contain monsters" (#52: ``start_with_monsters``)."""

from __future__ import annotations

from rules.core import State

from . import hexes, scenario_rules, scenarios
from .board import key


def full_rooms(state: State) -> set[int]:
    """ "No more than half the characters (rounded up) may enter the scenario from the same
    room" (#50): the starting rooms that many characters already stand in."""
    found: set[int] = set()
    share = (len(state["characters"]) + 1) // 2
    scenario = scenarios.of(state["options"])
    for rule in scenario_rules.rules_of(state).get("setup", []):
        if rule["type"] != "split_start":
            continue
        for room in scenario.rooms:
            placed = [c for c in state["characters"] if c["hex"] is not None and key(c["hex"]) in set(room.hexes)]
            if room.id in rule["rooms"] and len(placed) >= share:
                found.add(room.id)
    return found


def sections_without_monsters(state: State) -> set[tuple[int, int]]:
    """ "Characters may only start in sections of the center room that contain monsters"
    (#52): the hexes of the room's sections (its hexes joined around the obstacles) that hold
    no monster."""
    found: set[tuple[int, int]] = set()
    scenario = scenarios.of(state["options"])
    obstacles = {key(o["hex"]) for o in state["overlays"] if o["type"] == "obstacle"}
    standing = {key(m["hex"]) for m in state["monsters"]}
    walls = {frozenset(pair) for pair in scenario.thin_walls}
    for rule in scenario_rules.rules_of(state).get("setup", []):
        if rule["type"] == "start_with_monsters":
            left = set(next(r for r in scenario.rooms if r.id == rule["room"]).hexes) - obstacles
            while left:
                section, frontier = set(), [left.pop()]
                while frontier:
                    h = frontier.pop()
                    section.add(h)
                    frontier += [n for n in hexes.neighbours(h) if n in left and frozenset((h, n)) not in walls]
                    left -= set(frontier)
                found |= set() if section & standing else section
    return found
