"""A character's Move, one hex at a time (rulebook, "Move").

"Figures can move through allies, but cannot move through enemies or obstacles. Traps and
other terrain effects of hexes must be resolved when a figure enters them with normal
movement. A figure cannot end its movement in the same hex as another figure. ... Move X
(Jump) allows the character to ignore all figures and terrain effects during their movement.
However, the last hex of a jump is still considered a normal movement." Difficult terrain
costs 2 movement points (not while jumping or flying).

A move is a decision frame ``move``: ``step`` to an adjacent hex from which the move can
still end legally within the points left, or ``stop`` where it may end.
"""

from __future__ import annotations

import heapq
from typing import Any

from rules.core import budget

from .board import Hex, Map, key

NORMAL, JUMP, FLYING = "normal", "jump", "flying"


def cost(game_map: Map, h: Hex, mode: str) -> int:
    return 2 if mode == NORMAL and game_map.has(h, "difficult") else 1


def can_pass(game_map: Map, h: Hex, mode: str, side: str) -> bool:
    if mode != NORMAL:
        return True
    if game_map.has(h, "obstacle"):
        return False
    other = game_map.figures.get(h)
    if other is None or h in game_map.inert:
        return True
    return game_map.side(other) == side and not (side == "character" and h in game_map.strangers)


def can_end(game_map: Map, h: Hex, mode: str, mover: Hex) -> bool:
    """No other figure in the hex; no obstacle unless flying."""
    if h != mover and h in game_map.figures:
        return False
    return mode == FLYING or not game_map.has(h, "obstacle")


def steps(game_map: Map, at: Hex, left: int, mode: str, side: str, mover: Hex) -> list[Hex]:
    """The hexes the mover may step to next, sorted."""
    out = []
    for n in game_map.neighbours(at):
        c = cost(game_map, n, mode)
        if c <= left and can_pass(game_map, n, mode, side) and can_finish(game_map, n, left - c, mode, side, mover):
            out.append(n)
    return sorted(out)


def can_finish(game_map: Map, start: Hex, left: int, mode: str, side: str, mover: Hex) -> bool:
    """Some legal end is reachable from ``start`` (itself included) with ``left`` points."""
    best = {start: left}
    frontier = [start]
    while frontier:
        h = frontier.pop()
        if can_end(game_map, h, mode, mover):
            return True
        for n in game_map.neighbours(h):
            rest = best[h] - cost(game_map, n, mode)
            if rest >= 0 and best.get(n, -1) < rest and can_pass(game_map, n, mode, side):
                best[n] = rest
                frontier.append(n)
    return False


def frame_data(character_hex: Any, value: int, mode: str) -> dict[str, Any]:
    return {"at": list(character_hex), "start": list(character_hex), "left": value, "mode": mode, "path": []}


def entered(game_map: Map, h: Hex, who: tuple[str, int] | None = None) -> dict[str, Any] | None:
    """The token a normal step into ``h`` sets off (a trap, hazardous terrain), if any; for
    figure ``who``, water a scenario makes a trap to it (``poisoned_water``)."""
    for token in game_map.overlays.get(key(h), ()):
        if token["type"] in ("trap", "hazardous"):
            return token
    if who is not None and poisoned_water(game_map, h, who):
        return {"type": "trap", "kind": "water", "hex": list(key(h))}  # sprung, never removed
    return None


def poisoned_water(game_map: Map, h: Hex, who: tuple[str, int]) -> bool:
    """ "Whenever a character or character summon with POISON enters a water hex, it suffers
    trap damage. A character summon that has POISON treats water hexes like traps" (#68: the
    ``poisoned_water`` setup rule)."""
    if who[0] not in ("character", "summon") or not water_rule(game_map.state):
        return False
    figure = game_map.state["characters" if who[0] == "character" else "summons"][who[1]]
    water = any(t["type"] == "difficult" and t.get("kind") == "water" for t in game_map.overlays.get(key(h), ()))
    return water and "poison" in figure["conditions"]


def water_rule(state: Any) -> bool:
    from . import scenario_rules  # it reads the maps this module moves on

    return any(r["type"] == "poisoned_water" for r in scenario_rules.rules_of(state).get("setup", []))


Walks = dict[Hex, tuple[int, "Hex | None"]]


def walks(
    game_map: Map, start: Hex, points: int, blocked: set[Hex], ends_walk: frozenset[Hex] | set[Hex] = frozenset()
) -> Walks:
    """The hexes a normal walk of at most ``points`` reaches from ``start`` around ``blocked``
    (difficult terrain costs 2; a hex of ``ends_walk``, a closed door, is entered but not left),
    each with its cost and the hex before (``path``)."""
    found: Walks = {start: (0, None)}
    heap = [(0, start)]
    while heap:
        spent, h = heapq.heappop(heap)
        if spent > found[h][0] or (h in ends_walk and h != start):
            continue
        budget.spend(1)
        for n in game_map.neighbours(h):
            step = spent + cost(game_map, n, NORMAL)
            if n not in blocked and step <= points and (n not in found or step < found[n][0]):
                found[n] = (step, h)
                heapq.heappush(heap, (step, n))
    return found


def path(found: Walks, end: Hex) -> list[Hex]:
    """The walk ``walks`` found to ``end``, from its start."""
    steps = [end]
    while (before := found[steps[-1]][1]) is not None:
        steps.append(before)
    return steps[::-1]
