"""Pushes and pulls made by monsters' abilities (round summary, "Spingere/Tirare"): queued in
the monster turn (``forced``), each carried on one hex at a time by the rule characters' pushes
follow too (``forced.next_hexes``: away from or towards the monster, past the target's allies
but not ending on one); where several hexes are as good, the players choose
(``monster_choice``)."""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import conditions, forced, held_doors, monster_abilities, traps
from .board import Hex, Map, key
from .movement_rules import entered

Figure = tuple[str, int]


def add(state: State, at: Hex, kind: str, value: int, origin: list[int]) -> None:
    """Queue a push or pull of the figure at ``at`` away from or towards ``origin`` (not of an
    objective nor an immovable monster: ``selectors.movable``)."""
    from .selectors import movable  # it reads the abilities this module's monsters use

    who = Map(state).figures.get(key(at))
    if value > 0 and (who is None or movable(state, who, kind)):
        entry = {"at": list(at), "kind": kind, "left": value, "origin": list(origin)}
        state["monster_turn"].setdefault("forced", []).append(entry)


def pushed(state: State, entry: dict[str, Any]) -> Figure | None:
    """The figure a queued push or pull moves: the one on its hex, which it keeps while it
    passes its allies (``stands``) and leaves for a free hex."""
    return Map(state).figures.get(key(entry.get("stands", entry["at"])))


def options(state: State, entry: dict[str, Any]) -> list[Hex]:
    """The hexes the figure a monster pushes or pulls may enter next (``forced.next_hexes``:
    past the figure's allies but not ending on one)."""
    who = pushed(state, entry)
    if who is None:
        return []
    at, origin = key(entry["at"]), key(entry["origin"])
    return forced.next_hexes(state, Map(state), who, at, origin, entry["left"], entry["kind"] == "pull")


def force(state: State, events: Events) -> None:
    """Carry on the first push or pull queued: one hex, or the players' choice of hex."""
    queue = state["monster_turn"]["forced"]
    entry = queue[0]
    hexes = options(state, entry)
    if entry["left"] <= 0 or not hexes:
        queue.pop(0)
        if not queue:
            state["monster_turn"].pop("forced")
        return
    if len(hexes) > 1:
        monster_abilities.ask(state, entry["kind"], hexes)
        return
    step(state, hexes[0], events)


def step(state: State, to: Hex, events: Events) -> None:
    """The pushed or pulled figure enters ``to``; a trap or hazardous terrain there springs.
    An ally's hex it only passes: it keeps its own until it reaches a free one."""
    entry = state["monster_turn"]["forced"][0]
    who = pushed(state, entry)
    if who is None:
        return
    if forced.free(Map(state), who, to):
        conditions.figure(state, who)["hex"] = list(to)
        entry.pop("stands", None)
    else:
        entry.setdefault("stands", entry["at"])
    events.append({"type": "forced_moved", "figure": list(who), "kind": entry["kind"], "hex": list(to)})
    entry["at"] = list(to)
    entry["left"] -= 1
    token = entered(Map(state), to, who)
    if token is not None and not conditions.flies(state, who):
        traps.spring(state, who, token, events)
    held_doors.settle(state, events)
