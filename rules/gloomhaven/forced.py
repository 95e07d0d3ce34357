"""Push and pull (round summary, "Effetti degli Attacchi").

"Push X: the target must move X hexes away, in the direction the attacker decides, by the
normal movement rules, not affected by difficult terrain. If it cannot move farther, the
push ends." Pull X likewise, towards the attacker. Each hex must take the target farther
from (push) or nearer to (pull) the attacker than the one before. The target may pass its
own allies but not end on one, never enters an enemy's hex, an obstacle or a closed door,
and springs traps and hazardous terrain it enters (a flying figure ignores them).

The decision ``forced_move`` belongs to the attacker's player: ``push_step`` to a hex or
``push_stop`` ("Players are typically free to choose not to perform any part of the action").

Two pushes of the Cragheart's level 2–9 cards do more (``blocked``, ``smash`` on the frame):
Brutal Momentum, "For each hex you cannot push the target because of a wall or obstacle, the
target suffers 2 damage and you gain 1 XP" (the push ends with hexes left, and every hex
farther away is a wall, an obstacle or a closed door: none is barred by a figure only);
Pulverize, "You may push the targets into hexes containing obstacles. In each case, destroy
the obstacle, the target suffers 2 damage, and you gain 1 XP".
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State, decisions

from . import attacks, conditions, counters, damage, held_doors, obstacles, rooms, traps
from .board import LISTS, Hex, Map, key, side
from .movement_rules import entered

FORCED = "forced_move"


#: The attack's member -> the frame's.
EFFECTS = {"push_blocked": "blocked", "push_into_obstacles": "smash"}


def effects(ability: dict[str, Any]) -> dict[str, Any]:
    """What the attack's push does beyond moving its target (the frame's members)."""
    return {frame: dict(ability[member]) for member, frame in EFFECTS.items() if member in ability}


def begin(
    state: State,
    character: int,
    target: attacks.Figure,
    source: Hex,
    value: int,
    pull: bool,
    keep: bool = False,
    effects: dict[str, Any] | None = None,
    events: Events | None = None,
) -> None:
    """Character ``character``'s player moves ``target`` ``value`` hexes from (or to)
    ``source``. With ``keep`` the decision stays even when the target cannot move now (others
    moved first may make room). ``effects``: the push's own (``blocked``, ``smash``)."""
    at = conditions.figure(state, target)["hex"]
    seat = state["characters"][character]["seat"]
    frame = {"figure": list(target), "at": list(at), "source": list(source), "left": value, "pull": pull, "path": []}
    state["decisions"].append(decisions.single(FORCED, seat, character=character, **frame, **(effects or {})))
    if not keep and not steps(state, state["decisions"][-1]):
        ended = state["decisions"].pop()
        if events is not None:
            _blocked(state, ended, events)


def _passable(state: State, game_map: Map, who: attacks.Figure, h: Hex, smash: bool = False) -> bool:
    if h in rooms.closed_doors(state):
        return False
    if who[0] == "monster" and h in held_doors.barred(state, state["monsters"][who[1]]["type"]):
        return False
    other = game_map.figures.get(h)
    if other is not None and other != who and side(state, other) != side(state, who) and h not in game_map.inert:
        return False
    if smash and obstacles.destructible(state, game_map, h):  # Pulverize: into the obstacle, destroyed
        return True
    return conditions.flies(state, who) or not game_map.has(h, "obstacle")


def free(game_map: Map, who: attacks.Figure, h: Hex) -> bool:
    """``who`` may end its push or pull in ``h``: no other figure there."""
    other = game_map.figures.get(h)
    return other is None or other == who


def steps(state: State, frame: dict[str, Any]) -> list[Hex]:
    """The hexes the target of the pending ``forced_move`` may be moved to next."""
    who = (frame["figure"][0], frame["figure"][1])
    at, source = key(frame["at"]), key(frame["source"])
    return next_hexes(state, Map(state), who, at, source, frame["left"], frame["pull"], "smash" in frame)


def next_hexes(
    state: State,
    game_map: Map,
    who: attacks.Figure,
    at: Hex,
    source: Hex,
    left: int,
    pull: bool,
    smash: bool = False,
) -> list[Hex]:
    """The hexes ``who``, now at ``at``, may be pushed (pulled) into next, from (to)
    ``source`` with ``left`` hexes to go; an ally's hex only on the way to a free one
    (``smash``: an obstacle's hex too, destroyed as the target enters it)."""
    if left <= 0:
        return []
    here = game_map.distance(source, at)
    found = []
    for n in game_map.neighbours(at):
        there = game_map.distance(source, n)
        if not (there < here if pull else there > here) or not _passable(state, game_map, who, n, smash):
            continue
        if free(game_map, who, n) or any(
            free(game_map, who, m) for m in next_hexes(state, game_map, who, n, source, left - 1, pull, smash)
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
    if "smash" in frame and game_map.has(to, "obstacle"):  # Pulverize: the obstacle destroyed
        obstacles.destroy(state, to, events)
        if _suffer(state, frame, frame["smash"], 1, events):
            _drop(state, frame)
            return
    token = None if conditions.flies(state, who) else entered(game_map, to, who)
    if token is not None:
        monsters_before = len(state["monsters"])
        traps.spring(state, who, token, events)
        if len(state["monsters"]) != monsters_before:  # the target was killed: the push ends
            _drop(state, frame)
            _died(state, who)
            return
    if not steps(state, frame) and may_stop(state, frame):
        stop(state, events)


def _drop(state: State, frame: dict[str, Any]) -> None:
    """The push ends: its frame leaves the stack."""
    state["decisions"][:] = [f for f in state["decisions"] if f is not frame]


def _died(state: State, who: attacks.Figure) -> None:
    """The target was killed by its push: the attack goes on without it, and the figures
    after it in its list moved up one place."""
    if state["attack"]:
        state["attack"]["pending"] = None
    for other in state["decisions"]:
        if other["kind"] == FORCED and other["figure"][0] == who[0] and other["figure"][1] > who[1]:
            other["figure"][1] -= 1


def _suffer(state: State, frame: dict[str, Any], effect: dict[str, Any], times: int, events: Events) -> bool:
    """The push's own damage to its target and XP to the character, ``times`` over; True
    when the target was killed."""
    who = (frame["figure"][0], frame["figure"][1])
    counters.raise_by(state["characters"][frame["character"]], "xp", effect.get("xp", 0) * times)
    standing = len(state[LISTS[who[0]]])
    damage.suffer(state, who, effect.get("damage", 0) * times, events, source="ability")
    if len(state[LISTS[who[0]]]) == standing:
        return False
    _died(state, who)
    return True


def _blocked(state: State, frame: dict[str, Any], events: Events) -> None:
    """Brutal Momentum, once the push has ended (its frame off the stack): the hexes left
    that a wall or an obstacle barred."""
    if "blocked" not in frame or frame["left"] <= 0 or frame["pull"] or steps(state, frame):
        return
    who = (frame["figure"][0], frame["figure"][1])
    game_map = Map(state)
    at, source = key(frame["at"]), key(frame["source"])
    here = game_map.distance(source, at)
    for n in game_map.neighbours(at):
        barred = n in rooms.closed_doors(state) or (game_map.has(n, "obstacle") and not conditions.flies(state, who))
        if game_map.distance(source, n) > here and not barred:
            return  # a figure bars the way there, not a wall or an obstacle
    _suffer(state, frame, frame["blocked"], frame["left"], events)


def stop(state: State, events: Events) -> None:
    frame = state["decisions"][-1]
    if not may_stop(state, frame):
        raise IllegalAction("the target cannot end in another figure's hex", code="invalid_stop")
    state["decisions"].pop()
    who = (frame["figure"][0], frame["figure"][1])
    conditions.figure(state, who)["hex"] = list(frame["at"])
    _blocked(state, frame, events)
