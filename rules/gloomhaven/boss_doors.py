"""The Bandit Commander's Special 1, "Move to next door and reveal room" (scenario 2, Barrow
Lair).

The scenario book explains it: doors a, b, c and d are locked, only the Bandit Commander opens
them; on Special 1 he immediately jumps to a door hex, however far away, and opens it, revealing
the room behind it; the doors are taken in the order a, b, c, d, then a again. The scenario's
``lock_doors`` rule opened by his ``boss_special`` lists the doors in that order (``doors``).
Monsters never open doors otherwise (a closed door is an obstacle to them,
``monster_requests.request``).

The door opens as when a character enters it (rulebook, "Revealing a Room"): the room behind is
revealed with its monsters, the new monster types draw an ability card, and "any monster type
that has a lower initiative value than the revealing [figure] ... must immediately act out their
turn" — right after the boss's turn (``rooms.monster_turn_ends``).
"""

from __future__ import annotations

from rules.core import Events, State

from . import rooms, scenario_rules
from .board import Hex, Map, key


def jump_to_door(state: State, index: int, events: Events) -> None:
    """Monster ``index`` jumps to the next of its doors (``doors``) and opens it. The next door
    is the first still closed; with all open, the one after the door he stands on (the cycle
    goes on). A door hex another figure stands on is opened from where he is. With no door
    left to him, the special does nothing."""
    monster = state["monsters"][index]
    here = key(monster["hex"])
    listed = doors(state, monster["type"])
    if not listed:
        events.append({"type": "ability_skipped", "figure": ["monster", index], "reason": "no_door"})
        return
    door = _next(state, listed, here)
    if door in rooms.closed_doors(state):  # opened first: a door the scenario locks is off the map till then
        _reveal(state, index, door, events)
    game_map = Map(state)
    if door != here and door not in game_map.figures and door in game_map.cells:
        monster["hex"] = list(door)
        state["monster_turn"]["queue"][0] = list(door)
        events.append({"type": "moved", "figure": ["monster", index], "path": [list(here), list(door)]})


def doors(state: State, kind: str) -> list[Hex]:
    """The doors the scenario leaves to boss ``kind`` ("doors a, b, c and d are locked; only the
    Bandit Commander can open them"): its ``lock_doors`` rules opened by ``boss_special``, in
    their order."""
    return [
        key(door)
        for rule in scenario_rules.rules_of(state).get("setup", [])
        if rule["type"] == "lock_doors" and rule["opens"] == {"type": "boss_special", "monster": kind}
        for door in rule["doors"]
    ]


def _next(state: State, doors: list[Hex], here: Hex) -> Hex:
    closed = rooms.closed_doors(state)
    for door in doors:
        if door in closed:
            return door
    return doors[(doors.index(here) + 1) % len(doors)] if here in doors else doors[0]


def _reveal(state: State, index: int, door: Hex, events: Events) -> None:
    """The boss opens ``door``; the new monster types that should have acted earlier this
    round act right after its turn, the others at their initiative (``rooms.keep``)."""
    rooms.open_door(state, door, index, events)
    rooms.fill_in(state, events)
