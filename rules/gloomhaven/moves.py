"""A character's move (the ``move`` decision, ``step`` by ``step``): its own, or that of a
figure it controls (``control``). Difficult terrain, traps and hazardous terrain entered,
doors opened, looting on the way; what the move leaves for the abilities after it (hexes
moved, where it ended, whether it went in a straight line: ``turn.context``)."""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State

from . import (
    altars,
    conditions,
    control,
    counters,
    held_doors,
    looting,
    move_limits,
    rooms,
    rule_events,
    traps,
)
from .board import LISTS, Hex, Map, key, side
from .movement_rules import NORMAL, can_end, can_finish, can_pass, cost, entered, steps


def mover(state: State, frame: dict[str, Any]) -> tuple[str, int]:
    """The figure a move frame moves: the character's own, or one it controls (``figure``)."""
    if "figure" in frame:
        return (frame["figure"][0], frame["figure"][1])
    return ("character", int(state["turn"]["character"]))


def move_options(state: State, frame: dict[str, Any]) -> tuple[list[Hex], bool]:
    """The next steps and whether the move may stop here (monsters never open doors)."""
    who = mover(state, frame)
    game_map = Map(state)
    at, start_hex = key(frame["at"]), key(frame["start"])
    listed = steps(game_map, at, frame["left"], frame["mode"], side(state, who), start_hex)
    if who[0] != "character":
        listed = [h for h in listed if h not in rooms.closed_doors(state)]
    elif "figure" not in frame and frame["left"] >= altars.COST:  # through the altars (#90)
        left = frame["left"] - altars.COST
        through = altars.destinations(state, game_map, at)
        listed = sorted(
            {
                *listed,
                *(
                    h
                    for h in through
                    if can_pass(game_map, h, NORMAL, "character")
                    and can_finish(game_map, h, left, NORMAL, "character", start_hex)
                ),
            }
        )
    may_stop = can_end(game_map, at, frame["mode"], start_hex) and control.may_end(state, frame, at)
    return move_limits.limit(state, frame, listed, may_stop)


def step(state: State, to: Hex, events: Events) -> None:
    frame = state["decisions"][-1]
    listed, _ = move_options(state, frame)
    if to not in listed:
        raise IllegalAction("step to an adjacent hex the move can go on from", code="invalid_step", steps=listed)
    who = mover(state, frame)
    game_map = Map(state)
    through = altars.travelled(game_map, key(frame["at"]), to)
    frame["left"] -= altars.COST if through else cost(game_map, to, frame["mode"])
    frame["at"] = list(to)
    frame["path"].append(list(to))
    events.append({"type": "moved", "figure": list(who), "to": list(to)})
    own = "figure" not in frame
    if own and to in game_map.enemies_of("character"):  # jumped or flew over an enemy
        state["turn"].setdefault("context", {}).setdefault("through", []).append(list(to))
    if frame.get("loot"):
        looting.loot_hex(state, who[1], list(to), events)
    if frame["mode"] == NORMAL or to in _openable(state, game_map):
        standing = len(state[LISTS[who[0]]])
        _enter(state, who, to, events)
        if not own and len(state[LISTS[who[0]]]) < standing:
            _moved_figure_died(state, who)
    held_doors.settle(state, events)
    if side(state, who) == "character":
        rule_events.entered(state, [to], events)


def _moved_figure_died(state: State, who: tuple[str, int]) -> None:
    """The controlled figure died on a trap it entered: its move ends, and the figures after
    it in its list moved up one place."""
    state["decisions"].pop()
    for other in state["decisions"]:
        if "figure" in other and other["figure"][0] == who[0] and other["figure"][1] > who[1]:
            other["figure"][1] -= 1


def stop(state: State, events: Events) -> None:
    frame = state["decisions"][-1]
    _, may_stop = move_options(state, frame)
    if not may_stop:
        raise IllegalAction("a move cannot end where another figure stands", code="invalid_stop")
    who = mover(state, frame)
    state["decisions"].pop()
    to = key(frame["at"])
    conditions.figure(state, who)["hex"] = list(to)
    if "figure" not in frame:  # the character's own move: hexes moved, where it ended
        state["turn"]["moved"] += len(frame["path"])
        context = state["turn"].setdefault("context", {})
        context["returned"] = to == key(frame["start"])
        context["line"] = straight([key(frame["start"]), *map(key, frame["path"])])
        counters.raise_by(context, "moved", len(frame["path"]), maximum=99)  # this action's
        context["path"] = [list(h) for h in frame["path"]]  # the hexes entered, for the abilities after
        if not frame["path"]:  # a move of no hex is a move not made
            counters.raise_by(state["turn"], "skipped", 1, maximum=99)
        else:  # "Move 5, Jump, 2 XP": earned by moving
            counters.raise_by(state["characters"][who[1]], "xp", frame.get("xp", 0))
    if frame["mode"] != NORMAL and frame["path"]:
        _enter(state, who, to, events)  # "the last hex of a jump is still ... normal movement"
    held_doors.settle(state, events)


def straight(path: list[Hex]) -> bool:
    """A move of at least one hex, every step in the same direction."""
    steps_ = {(b[0] - a[0], b[1] - a[1]) for a, b in zip(path, path[1:], strict=False)}
    return len(steps_) == 1


def _openable(state: State, game_map: Map) -> set[Hex]:
    """The closed doors a character entering opens: not one an objective stands on."""
    return {h for h in rooms.closed_doors(state) if h not in game_map.figures}


def _enter(state: State, who: tuple[str, int], h: Hex, events: Events) -> None:
    """Traps and hazardous terrain entered with normal movement; a closed door opens (only a
    character opens one). (The figure's ``hex`` changes when the move stops; the move
    frame's ``at`` is where it is.) A door an objective stands on stays shut."""
    if h in _openable(state, Map(state)):
        rooms.open_door(state, h, who[1], events)
        rooms.fill_in(state, events)
        return
    game_map = Map(state)
    found = entered(game_map, h, who)
    if found is None:
        return
    figure = conditions.figure(state, who)
    before = figure["hex"]
    if who[0] != "character" and h not in game_map.figures:
        figure["hex"] = list(h)  # a figure killed here drops its coin here
    traps.spring(state, who, found, events)
    figure["hex"] = before  # alive, it moves there when its move stops
