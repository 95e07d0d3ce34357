"""The element infusion table (round summary, "Infusioni Elementali").

"Using any part of the chosen action where an element symbol is present moves that element
to Strong at the end of the turn in which the ability was used. An element cannot be created
and consumed in the same turn. At the end of every round every element moves from Strong to
Waning or from Waning to Inert. An element can boost an ability when it is Waning or Strong;
when used, it goes to Inert."
"""

from __future__ import annotations

from rules.core import Events, State

from .effects import ELEMENTS

INERT, WANING, STRONG = 0, 1, 2


def available(state: State, element: str) -> bool:
    return bool(state["elements"][element] >= WANING)


def consume(state: State, element: str, events: Events) -> None:
    state["elements"][element] = INERT
    events.append({"type": "element_consumed", "element": element})


def infuse(state: State, infused: list[str], events: Events) -> None:
    """At the end of a turn: the elements infused during it become Strong."""
    for element in sorted(set(infused)):
        state["elements"][element] = STRONG
        events.append({"type": "element_infused", "element": element})


def wane(state: State) -> None:
    """End of round: Strong → Waning, Waning → Inert."""
    for element in ELEMENTS:
        state["elements"][element] = max(INERT, state["elements"][element] - 1)
