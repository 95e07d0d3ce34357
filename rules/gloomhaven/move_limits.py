"""What a character's move carries beyond its points (the ``move`` frame): its XP, earned once
the character has moved ("Move 5, Jump, 2 XP"), and the limits of the Cragheart's level 2–9
cards — Rock Slide's "The movement must be in a straight line", Rocky End's "The movement must
end in a hex adjacent to an obstacle".

A limited move lists only the steps from which a move within the limit can still end, and
may stop only where the limit allows; stopping before any step is the move not made. The move
of an enemy that must end beside the Scoundrel (Sinister Opportunity, ``near``: ``control.py``)
is limited so too: it never steps where it cannot end beside her, and with nowhere to go it
is not made.
"""

from __future__ import annotations

from typing import Any

from rules.core import State

from . import rooms
from .board import Hex, Map, key, side
from .movement_rules import can_end, can_pass, cost

#: The ability's member -> the move frame's.
MEMBERS = {"straight": "straight", "end_beside_obstacle": "beside_obstacle"}


def of(ability: dict[str, Any]) -> dict[str, Any]:
    """The move frame's members for the ability: its XP and its limits."""
    found: dict[str, Any] = {frame: True for member, frame in MEMBERS.items() if ability.get(member)}
    if ability.get("xp"):
        found["xp"] = ability["xp"]
    return found


def limited(frame: dict[str, Any]) -> bool:
    return "near" in frame or any(frame.get(member) for member in MEMBERS.values())


def _beside_obstacle(game_map: Map, h: Hex) -> bool:
    return any(game_map.has(n, "obstacle") for n in game_map.neighbours(h))


def _may_end(game_map: Map, frame: dict[str, Any], h: Hex) -> bool:
    if not can_end(game_map, h, frame["mode"], key(frame["start"])):
        return False
    if "near" in frame and game_map.distance(h, key(frame["near"])) != 1:
        return False
    return not frame.get("beside_obstacle") or _beside_obstacle(game_map, h)


def _direction(frame: dict[str, Any]) -> Hex | None:
    """The straight line's direction: that of the first step (none before it)."""
    if not frame["path"]:
        return None
    start, first = key(frame["start"]), key(frame["path"][0])
    return (first[0] - start[0], first[1] - start[1])


def limit(state: State, frame: dict[str, Any], listed: list[Hex], may_stop: bool) -> tuple[list[Hex], bool]:
    """The steps and the stop a limited move allows, of those the move rules allow."""
    if not limited(frame):
        return listed, may_stop
    game_map = Map(state)
    at = key(frame["at"])
    if frame.get("straight") and (d := _direction(frame)) is not None:
        listed = [h for h in listed if (h[0] - at[0], h[1] - at[1]) == d]
    mover = frame.get("figure", ["character"])
    own = side(state, (mover[0], mover[1])) if "figure" in frame else "character"
    shut = set() if mover[0] == "character" else rooms.closed_doors(state)  # monsters never open doors
    left = frame["left"]
    steps = [h for h in listed if _can_finish(game_map, frame, h, left - cost(game_map, h, frame["mode"]), own, shut)]
    stop = may_stop and (not frame["path"] or _may_end(game_map, frame, at))
    return steps, stop or (not frame["path"] and not steps)  # nowhere to go: the move is not made


def _can_finish(game_map: Map, frame: dict[str, Any], start: Hex, left: int, own: str, shut: Any) -> bool:
    """A hex the limited move of a figure of side ``own`` (which cannot enter the ``shut``
    doors) may end in is reachable from ``start`` (itself included)."""
    if frame.get("straight"):
        d = _direction(frame) or (start[0] - frame["at"][0], start[1] - frame["at"][1])
        here = start
        while not _may_end(game_map, frame, here):
            ahead = (here[0] + d[0], here[1] + d[1])
            if ahead not in game_map.neighbours(here) or not can_pass(game_map, ahead, frame["mode"], own):
                return False
            left -= cost(game_map, ahead, frame["mode"])
            if left < 0:
                return False
            here = ahead
        return True
    best = {start: left}
    frontier = [start]
    while frontier:
        h = frontier.pop()
        if _may_end(game_map, frame, h):
            return True
        for n in game_map.neighbours(h):
            rest = best[h] - cost(game_map, n, frame["mode"])
            passable = n not in shut and can_pass(game_map, n, frame["mode"], own)
            if rest >= 0 and best.get(n, -1) < rest and passable:
                best[n] = rest
                frontier.append(n)
    return False
