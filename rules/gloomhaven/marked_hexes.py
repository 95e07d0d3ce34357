"""The hexes a boss's special takes it to in turn, as the scenario book marks them (GG's notes on
the book). The Gloom, #51 The Void (p. 66): "Special 2: before attacking, the Gloom jumps to a
marked hex, using them in the order a, b, c, then a again, starting with a."

A ``marked_hexes`` setup rule lists a monster type's hexes in the book's order; ``tally.marked``
counts the jumps made, so the next is the one after the last, round the list. The boss's stat
card names the action (``scenario_rule`` ``teleport``, played in the special's written order, so
before its attack). Our reading where the book is silent: a hex another figure stands on, or an
obstacle or a trap, sends the boss to the nearest hex free of all three (ties in hex order); the
jump passes through nothing, so nothing on the way is sprung; a marked hex off the revealed map
sends it to the nearest hex on it; a boss on several hexes (a perch) does not teleport.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import counters, scenario_rules
from .board import Hex, Map, key, nearest_free

Rule = dict[str, Any]
#: What a hex a boss lands on must be clear of, besides a figure (our reading).
_LAND_CLEAR_OF = ("obstacle", "trap", "hazardous")


def rule_for(state: State, kind: str) -> Rule | None:
    """The ``marked_hexes`` rule of monster type ``kind``, if any."""
    rules = scenario_rules.rules_of(state).get("setup", [])
    return next((r for r in rules if r["type"] == "marked_hexes" and r["monster"] == kind), None)


def take_next(state: State, kind: str) -> Hex | None:
    """The next marked hex of ``kind``'s rule, counted as taken (None: the scenario marks none)."""
    rule = rule_for(state, kind)
    if rule is None:
        return None
    marked = state["tally"].setdefault("marked", {})
    taken = int(marked.get(kind, 0))
    counters.raise_by(marked, kind, 1)
    return key(rule["hexes"][taken % len(rule["hexes"])])


def landing(state: State, target: Hex) -> Hex | None:
    """Where a figure jumping to ``target`` lands: there, or (a figure, an obstacle, a trap or
    hazardous terrain on it, or off the revealed map) on the nearest hex clear of them."""
    game_map = Map(state)
    clear = target in game_map.cells and target not in game_map.figures
    if clear and not any(game_map.has(target, kind) for kind in _LAND_CLEAR_OF):
        return target
    return nearest_free(state, [target], _LAND_CLEAR_OF)


def teleport(state: State, index: int, ability: dict[str, Any], events: Events) -> None:
    """The Gloom's "Teleport": monster ``index`` jumps to its type's next marked hex."""
    monster = state["monsters"][index]
    if "hexes" in monster:
        return  # a boss on several hexes moves only between its perches (perches.py)
    here = key(monster["hex"])
    target = take_next(state, monster["type"])
    if target is None or target == here or (target := landing(state, target)) is None:
        return
    monster["hex"] = list(target)
    if state["monster_turn"] is not None:  # the turn's queue follows it
        state["monster_turn"]["queue"][0] = list(target)
    events.append({"type": "moved", "figure": ["monster", index], "path": [list(here), list(target)]})


#: The boss actions of ``scenario_rule`` kind the engine plays, by name.
ACTIONS = {"teleport": teleport}
