"""The counters play raises: the round number, and each character's experience and coins.

Each stops at the schema's maximum (999), which no scenario comes near (a character's hand
lasts some dozen rounds, its cards give a few XP each), so a state the engine makes from an
accepted one is always accepted too: the conformance suite's "bounds are symmetric". (A
bound on what the rest of a scenario could still add would have to follow every source of
XP: card halves, elements consumed, enemies targeted, active-card uses, traps sprung,
retaliations; and recovered cards add rounds.)
"""

from __future__ import annotations

from typing import Any

MAXIMUM = 999


def raise_by(holder: dict[str, Any], member: str, amount: int, maximum: int = MAXIMUM) -> None:
    """``holder[member] += amount`` (from 0 when missing), at most ``maximum``."""
    holder[member] = min(maximum, int(holder.get(member, 0)) + int(amount))
