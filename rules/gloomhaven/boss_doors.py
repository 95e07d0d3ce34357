"""The Bandit Commander's Special 1, "Move to next door and reveal room" (scenario 2, Barrow
Lair).

The scenario book explains it: doors a, b, c and d are locked, only the Bandit Commander opens
them; on Special 1 he immediately jumps to a door hex, however far away, and opens it, revealing
the room behind it; the doors are taken in the order a, b, c, d, then a again. The ability lists
the doors in that order (``jump_to_door``). Monsters never open doors otherwise (a closed door is
an obstacle to them, ``monster_requests.request``).

The door opens as when a character enters it (rulebook, "Revealing a Room"): the room behind is
revealed with its monsters, the new monster types draw an ability card, and "any monster type
that has a lower initiative value than the revealing [figure] ... must immediately act out their
turn" — right after the boss's turn (``rooms.schedule``).
"""

from __future__ import annotations

from rules.core import Events, State

from . import content, decks, rooms
from .board import Hex, Map, key


def jump_to_door(state: State, index: int, doors: list[list[int]], events: Events) -> None:
    """Monster ``index`` jumps to the next door of ``doors`` and opens it. The next door is the
    first still closed; with all open, the one after the door he stands on (the cycle goes on).
    A door hex another figure stands on is opened from where he is."""
    monster = state["monsters"][index]
    here = key(monster["hex"])
    door = _next(state, [key(d) for d in doors], here)
    if door in rooms.closed_doors(state):  # opened first: a door the scenario locks is off the map till then
        _reveal(state, index, door, events)
    game_map = Map(state)
    if door != here and door not in game_map.figures and door in game_map.cells:
        monster["hex"] = list(door)
        state["monster_turn"]["queue"][0] = list(door)
        events.append({"type": "moved", "figure": ["monster", index], "path": [list(here), list(door)]})


def _next(state: State, doors: list[Hex], here: Hex) -> Hex:
    closed = rooms.closed_doors(state)
    for door in doors:
        if door in closed:
            return door
    return doors[(doors.index(here) + 1) % len(doors)] if here in doors else doors[0]


def _reveal(state: State, index: int, door: Hex, events: Events) -> None:
    """The boss opens ``door``; the new monster types that should have acted earlier this
    round act right after its turn, the others at their initiative."""
    revealed = rooms.open_door(state, door, index, events)
    deck_id = content.monsters()[state["monsters"][index]["type"]]["deck"]
    initiative = int(decks.card(deck_id, state["monster_decks"][deck_id]["shown"])["initiative"])
    if rooms.fill_in(state, events) and revealed:
        rooms.schedule(state, initiative, revealed)
