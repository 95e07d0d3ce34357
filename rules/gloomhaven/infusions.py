"""Infuse "any one element" (the multicoloured icon, Chromatic Explosion's bottom): the
player names the element, an ``infuse_element`` answer to the ``perform`` decision."""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State

from . import abilities, counters
from .effects import ANY_ELEMENT, ELEMENTS


def choosing(state: State) -> bool:
    """The pending decision is an infusion of an element of the player's choice."""
    frame = state["decisions"][-1] if state["decisions"] else None
    if frame is None or frame["kind"] != abilities.PERFORM:
        return False
    ability: dict[str, Any] = frame["ability"]
    return ability["type"] == "infuse" and ANY_ELEMENT in ability["elements"]


def infuse(state: State, element: str, events: Events) -> None:
    """Infuse the printed elements and ``element`` for the "any" one, at the end of the turn."""
    if not choosing(state) or element not in ELEMENTS:
        raise IllegalAction("name one of the six elements for the infusion", code="invalid_element")
    frame = state["decisions"].pop()
    ability = frame["ability"]
    state["turn"]["infuse"] += [e for e in ability["elements"] if e in ELEMENTS] + [element]
    counters.raise_by(state["characters"][frame["character"]], "xp", ability.get("xp", 0))
