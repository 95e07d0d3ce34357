"""Doors held open by pressure plates (``lock_doors`` opened by ``held``) and doors some
monsters may not pass (``barred``).

#67 Arcane Library (GG's notes on the scenario book, p. 86): "Door 2 is locked and stays open
only while at least one character occupies a pressure plate (a). Any figure occupying the door
when it closes suffers trap damage and moves to the nearest unoccupied hex"; "[the Arcane
Golem] cannot enter or pass through door 2". #66 Clockwork Cove: "Doors 1, f, g and h ... stay
open only while a character occupies a corresponding pressure plate".

A held door is open while a character stands on one of its plates; a character moving stands
where its move has taken it, so stepping off the plate shuts the door at once. The first time a
door opens, the rooms behind it are revealed (as a door a character opens). The nearest
unoccupied hex is counted around walls; among hexes at the same distance, the first in hex order
(our choice). The trap damage is the scenario's (2+L), suffered after the move.
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, State

from . import hexes, scenario_rules
from .board import Hex, Map, key, nearest_free

Rule = dict[str, Any]


def _held(state: State) -> list[Rule]:
    return [
        r
        for r in scenario_rules.rules_of(state).get("setup", [])
        if r["type"] == "lock_doors" and r["opens"]["type"] == "held"
    ]


def standing(state: State) -> dict[Hex, int]:
    """The hexes the characters stand on now, each with its character; one moving stands
    where its move has taken it."""
    found = {i: key(c["hex"]) for i, c in enumerate(state["characters"]) if not c["exhausted"] and c["hex"] is not None}
    top = state["decisions"][-1] if state["decisions"] else None
    if top is not None and top["kind"] == "move" and "figure" not in top and state["turn"] is not None:
        found[int(state["turn"]["character"])] = key(top["at"])
    return {h: i for i, h in found.items()}


def shut(state: State) -> set[Hex]:
    """The held doors no character holds open now."""
    rules = _held(state)
    if not rules:
        return set()
    on = standing(state)
    return {key(d) for r in rules if not any(key(h) in on for h in r["opens"]["hexes"]) for d in r["doors"]}


def settle(state: State, events: Events) -> None:
    """After a character moves or leaves the map: the held doors now held that hide a room
    open (revealing it); a figure in a door that shut is moved out and suffers trap damage."""
    from . import damage, rooms  # both reach this module as figures move

    rules = _held(state)
    if not rules:
        return
    on = standing(state)
    for rule in rules:
        holder = next((on[key(h)] for h in rule["opens"]["hexes"] if key(h) in on), None)
        for door in rule["doors"]:
            if holder is not None and key(door) in rooms.closed_doors(state):
                rooms.open_door(state, key(door), holder, events)
                rooms.fill_in(state, events)
    for door in sorted(shut(state)):
        figure = Map(state).figures.get(door)
        if figure is None:
            continue
        out = _nearest_unoccupied(state, door)
        if out is not None:
            _figure(state, figure)["hex"] = list(out)
            events.append({"type": "forced_moved", "figure": list(figure), "kind": "door_shut", "hex": list(out)})
        damage.suffer(state, figure, int(state["levels"]["trap_damage"]), events, source="trap")


def _figure(state: State, figure: tuple[str, int]) -> dict[str, Any]:
    from .conditions import figure as figure_of

    return figure_of(state, figure)


def _nearest_unoccupied(state: State, door: Hex) -> Hex | None:
    """The nearest hex of the map with no figure and no obstacle, counted from the hexes beside
    the shut door (it is off the map now)."""
    beside = [n for n in hexes.neighbours(door) if n in Map(state).cells]
    return nearest_free(state, beside)


def barred(state: State, kind: str) -> set[Hex]:
    """The door hexes monsters of type ``kind`` may not enter or pass (``barred``)."""
    return {
        key(d)
        for r in scenario_rules.rules_of(state).get("setup", [])
        if r["type"] == "barred" and kind in r["monsters"]
        for d in r["doors"]
    }
