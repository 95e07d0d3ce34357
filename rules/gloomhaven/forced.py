"""Push and pull (round summary, "Effetti degli Attacchi").

"Push X: the target must move X hexes away, in the direction the attacker decides, by the
normal movement rules, not affected by difficult terrain. If it cannot move farther, the
push ends." Pull X likewise, towards the attacker. Each hex must take the target farther
from (push) or nearer to (pull) the attacker than the one before. The target may pass its
own allies but not end on one, never enters an enemy's hex, an obstacle or a closed door,
and springs traps and hazardous terrain it enters (a flying figure ignores them).

The decision ``forced_move`` belongs to the attacker's player: ``push_step`` to a hex or
``push_stop`` ("Players are typically free to choose not to perform any part of the action").
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State, decisions

from . import attacks, conditions, held_doors, rooms
from .board import Hex, Map, key, side
from .movement_rules import entered

FORCED = "forced_move"


def begin(
    state: State, character: int, target: attacks.Figure, source: Hex, value: int, pull: bool, keep: bool = False
) -> None:
    """Character ``character``'s player moves ``target`` ``value`` hexes from (or to)
    ``source``. With ``keep`` the decision stays even when the target cannot move now (others
    moved first may make room)."""
    at = conditions.figure(state, target)["hex"]
    seat = state["characters"][character]["seat"]
    frame = {"figure": list(target), "at": list(at), "source": list(source), "left": value, "pull": pull, "path": []}
    state["decisions"].append(decisions.single(FORCED, seat, character=character, **frame))
    if not keep and not steps(state, state["decisions"][-1]):
        state["decisions"].pop()


def _passable(state: State, game_map: Map, who: attacks.Figure, h: Hex) -> bool:
    if h in rooms.closed_doors(state):
        return False
    if who[0] == "monster" and h in held_doors.barred(state, state["monsters"][who[1]]["type"]):
        return False
    other = game_map.figures.get(h)
    if other is not None and other != who and side(state, other) != side(state, who) and h not in game_map.inert:
        return False
    return conditions.flies(state, who) or not game_map.has(h, "obstacle")


def free(game_map: Map, who: attacks.Figure, h: Hex) -> bool:
    """``who`` may end its push or pull in ``h``: no other figure there."""
    other = game_map.figures.get(h)
    return other is None or other == who


def steps(state: State, frame: dict[str, Any]) -> list[Hex]:
    """The hexes the target of the pending ``forced_move`` may be moved to next."""
    who = (frame["figure"][0], frame["figure"][1])
    return next_hexes(state, Map(state), who, key(frame["at"]), key(frame["source"]), frame["left"], frame["pull"])


def next_hexes(
    state: State,
    game_map: Map,
    who: attacks.Figure,
    at: Hex,
    source: Hex,
    left: int,
    pull: bool,
) -> list[Hex]:
    """The hexes ``who``, now at ``at``, may be pushed (pulled) into next, from (to)
    ``source`` with ``left`` hexes to go; an ally's hex only on the way to a free one."""
    if left <= 0:
        return []
    here = game_map.distance(source, at)
    found = []
    for n in game_map.neighbours(at):
        there = game_map.distance(source, n)
        if not (there < here if pull else there > here) or not _passable(state, game_map, who, n):
            continue
        if free(game_map, who, n) or any(
            free(game_map, who, m) for m in next_hexes(state, game_map, who, n, source, left - 1, pull)
        ):
            found.append(n)
    return sorted(found)


def may_stop(state: State, frame: dict[str, Any]) -> bool:
    return free(Map(state), (frame["figure"][0], frame["figure"][1]), key(frame["at"]))


def step(state: State, to: Hex, events: Events) -> None:
    frame = state["decisions"][-1]
    if to not in steps(state, frame):
        raise IllegalAction("move the target one hex farther (push) or nearer (pull)", code="invalid_step")
    who = (frame["figure"][0], frame["figure"][1])
    game_map = Map(state)
    frame["at"], frame["left"] = list(to), frame["left"] - 1
    frame["path"].append(list(to))
    events.append(
        {"type": "forced_moved", "figure": list(who), "kind": "pull" if frame["pull"] else "push", "hex": list(to)}
    )
    if free(game_map, who, to):
        conditions.figure(state, who)["hex"] = list(to)
    token = None if conditions.flies(state, who) else entered(game_map, to)
    if token is not None:
        monsters_before = len(state["monsters"])
        attacks.spring(state, who, token, events)
        if len(state["monsters"]) != monsters_before:  # the target was killed: the push ends
            state["decisions"].pop()
            if state["attack"]:
                state["attack"]["pending"] = None
            for other in state["decisions"]:  # the monsters after it moved up one place
                if other["kind"] == FORCED and other["figure"][0] == "monster" and other["figure"][1] > who[1]:
                    other["figure"][1] -= 1
            return
    if not steps(state, frame) and may_stop(state, frame):
        stop(state, events)


def stop(state: State, events: Events) -> None:
    frame = state["decisions"][-1]
    if not may_stop(state, frame):
        raise IllegalAction("the target cannot end in another figure's hex", code="invalid_stop")
    state["decisions"].pop()
    who = (frame["figure"][0], frame["figure"][1])
    conditions.figure(state, who)["hex"] = list(frame["at"])
