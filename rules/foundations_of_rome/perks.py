"""What a player's Player Role changes ("Player Role cards provide powerful passive bonuses"),
asked in one place: the rule that an effect kind changes asks ``bonus`` here. The card texts
are Arbiter's own (docs/foundations-of-rome-modules.md); kinds shared with the Invocations
mean the same thing and add up.
"""

from functools import cache
from typing import Any

from rules.core import State

from . import cards
from .board import LOT_MARKERS


@cache
def role(card_id: str) -> dict[str, Any]:
    """The Player Role card ``card_id`` (KeyError if there is none)."""
    return {card["id"]: card for card in cards.load("roles")}[card_id]


def effects(state: State, p: int) -> list[dict[str, Any]]:
    """The effects acting for ``p``: their revealed role's and their ongoing Invocations'."""
    from . import invocations

    kept = state["roles"][p]
    found = [role(kept)["effect"]] if kept is not None else []
    return found + invocations.ongoing_effects(state["players"][p])


def bonus(state: State, p: int, kind: str, member: str = "amount") -> int:
    """The sum of ``member`` over ``p``'s effects of ``kind`` (0 if none)."""
    return sum(int(e[member]) for e in effects(state, p) if e["kind"] == kind)


def has(state: State, p: int, kind: str) -> bool:
    return any(e["kind"] == kind for e in effects(state, p))


def lot_markers(state: State, p: int) -> int:
    """ "8 Lot markers" per player, plus an Expansive role's."""
    return LOT_MARKERS + bonus(state, p, "extra_lot_markers")


def deed_price(state: State, p: int, price: int) -> int:
    """A card's price for ``p``: the slot's, less any discount (a role's, an ongoing
    Invocation's, and an instant one used this turn), never below 0."""
    frame = state["decisions"][0] if state["decisions"] else {}
    instant = frame.get("discount", 0) if frame.get("seat") == p else 0
    return max(0, price - bonus(state, p, "deed_discount") - instant)


def extra_citizens(state: State, p: int, base: int) -> int:
    """Citizens a role adds "while you have at least 1 citizen on the board"."""
    return bonus(state, p, "extra_citizens") if base >= 1 else 0


def era_vp(state: State, p: int, types: list[str], monuments: int) -> int:
    """VP an Era scoring adds: per building of a type, per Monument owned."""
    total = 0
    for e in effects(state, p):
        if e["kind"] == "era_vp_per_type":
            total += e["vp"] * types.count(e["type"])
        elif e["kind"] == "monument_vp":
            total += e["vp"] * monuments
    return total


def final_vp(state: State, p: int, silver: int, markers: int) -> int:
    """VP the end of the game adds: lot markers worth more than 1, silver left, Invocations
    never used."""
    from . import invocations

    total = invocations.unused_vp(state["players"][p])
    total += markers * (bonus(state, p, "empty_lot_vp", "vp") - 1) if has(state, p, "empty_lot_vp") else 0
    for e in effects(state, p):
        if e["kind"] == "final_silver_vp":
            total += silver // e["per"]
    return total
