"""The events scenario rules wait for (``after``), stop at (``until``) or fire on (``when``),
each read as a fact of the state (``scenario_rules.EVENTS``)."""

from __future__ import annotations

from typing import Any

from rules.core import State


def holds(state: State, event: dict[str, Any]) -> bool:
    return bool(_EVENTS[event["type"]](state, event))


def _room_revealed(state: State, event: dict[str, Any]) -> bool:
    return event["room"] in state["rooms"]


def _monsters_dead(state: State, event: dict[str, Any]) -> bool:
    """No monster of these types is left, after at least one was killed (with
    ``characters_in``: "and at least one character is in each room", #90)."""
    killed = state["tally"]["killed"]
    on_map = {m["type"] for m in state["monsters"]}
    dead = any(killed.get(k, 0) for k in event["monsters"]) and not on_map.intersection(event["monsters"])
    return dead and ("characters_in" not in event or _characters_in(state, {"rooms": event["characters_in"]}))


def _characters_in(state: State, event: dict[str, Any]) -> bool:
    """A character still playing stands in each group of rooms (``presence``)."""
    from .presence import characters_in

    return characters_in(state, event["rooms"])


def _fired(state: State, event: dict[str, Any]) -> bool:
    """The scenario's once-only round rule at that place in its ``rounds`` has fired: "after
    Section 1" (``tally.fired``)."""
    return event["rule"] in state["tally"].get("fired", [])


def _killed(state: State, event: dict[str, Any]) -> bool:
    return int(state["tally"]["killed"].get(event["monster"], 0)) >= int(event["count"])


def _elite_kills(state: State, event: dict[str, Any]) -> bool:
    """ "Each time one elite monster is killed, one door opens automatically, in the order a, b,
    c, d, e, and finally f" (#82): that many elite monsters killed."""
    return int(state["tally"].get("elite_killed", 0)) >= int(event["count"])


def _looted(state: State, event: dict[str, Any]) -> bool:
    from .goals import looted_every

    looted = state["tally"]["looted"]
    if "hex" in event:  # "when the left treasure tile is looted" (#77): its room revealed, the tile gone
        return _tile_looted(state, event["hex"])
    if "treasures" in event:
        return looted_every(state, event["treasures"])
    return len(looted) >= int(event["count"])


def _tile_looted(state: State, at: list[int]) -> bool:
    from .scenarios import of

    room = of(state["options"]).room_of((at[0], at[1]))
    gone = not any(o["type"] == "treasure" and o["hex"] == list(at) for o in state["overlays"])
    return room in state["rooms"] and gone


def _plate(state: State, event: dict[str, Any]) -> bool:
    """A character has ended a turn on one of the plates (``tally.pressed``)."""
    pressed = {(h[0], h[1]) for h in state["tally"].get("pressed", [])}
    return any((h[0], h[1]) in pressed for h in event["hexes"])


def _escort_saved(state: State, event: dict[str, Any]) -> bool:
    return len(state["tally"].get("reached", [])) >= int(event["count"])


def _figure_activated(state: State, event: dict[str, Any]) -> bool:
    return event["figure"] in state["tally"].get("activated", [])


def _figure_destroyed(state: State, event: dict[str, Any]) -> bool:
    """ "The Prime Demon spawns at e only once door 1 is destroyed" (#36): an objective
    destroyed or an escort killed."""
    return event["figure"] in [*state["tally"].get("destroyed", []), *state["tally"].get("died", [])]


def _no_monster_in_room(state: State, event: dict[str, Any]) -> bool:
    """No monster of the type stands in the room (with ``after_reveal``: the room revealed)."""
    from . import scenarios  # it reads the rules' maps

    if event.get("after_reveal") and event["room"] not in state["rooms"]:
        return False
    room = next(r for r in scenarios.of(state["options"]).rooms if r.id == event["room"])
    inside = {(h[0], h[1]) for h in room.hexes}
    return not any(m["type"] == event["monster"] and (m["hex"][0], m["hex"][1]) in inside for m in state["monsters"])


def _occupy(state: State, event: dict[str, Any]) -> bool:
    """ "Until every pressure plate in play is occupied simultaneously at the end of a turn"
    (``rule_events.at_turn_end``: ``tally.all_plates``)."""
    return bool(state["tally"].get("all_plates"))


_EVENTS = {
    "occupy": _occupy,
    "figure_activated": _figure_activated,
    "figure_destroyed": _figure_destroyed,
    "no_monster_in_room": _no_monster_in_room,
    "escort_saved": _escort_saved,
    "room_revealed": _room_revealed,
    "monsters_dead": _monsters_dead,
    "characters_in": _characters_in,
    "fired": _fired,
    "killed": _killed,
    "elite_kills": _elite_kills,
    "looted": _looted,
    "plate": _plate,
}
