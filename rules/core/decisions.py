"""Pending decisions: who must decide what, kept in the state as a stack of frames.

A state's ``decisions`` is a list of frames, the last one on top; only the top frame is
pending. A frame is a plain object with a ``kind`` and either

- ``seat``: one owner (a player's seat, or ``CHANCE`` for a draw the table makes), or
- ``choices``: a simultaneous secret decision, one slot per seat, ``None`` until that seat
  has chosen; nobody sees another seat's choice until all have chosen.

A frame may carry more members of its own (the options offered, a sub-step index...). A
game pushes a frame to ask a question in the middle of something ("resolve this ability,
then continue the card") and pops it when answered, so the frame below resumes. An empty
stack means nobody has a decision: the game is over.
"""

from __future__ import annotations

from typing import Any

Frame = dict[str, Any]

#: The seat of chance: draws and shuffles made at the table (options.randomness "table").
CHANCE = -1


def single(kind: str, seat: int, **data: Any) -> Frame:
    """A decision of one seat."""
    return {"kind": kind, "seat": seat, **data}


def simultaneous(kind: str, seats: int, **data: Any) -> Frame:
    """A simultaneous secret decision of seats ``0 … seats-1``."""
    return {"kind": kind, "choices": [None] * seats, **data}


def top(stack: list[Frame]) -> Frame | None:
    return stack[-1] if stack else None


def awaiting(stack: list[Frame]) -> list[int]:
    """The seats whose decision is pending: the top frame's owner, or the seats of a
    simultaneous decision that have not chosen yet. The one definition of ``awaiting``."""
    if not stack:
        return []
    frame = stack[-1]
    if "choices" in frame:
        return [seat for seat, choice in enumerate(frame["choices"]) if choice is None]
    return [frame["seat"]]


def choose(frame: Frame, seat: int, choice: Any) -> bool:
    """Record ``seat``'s secret choice in a simultaneous frame; True once all have chosen."""
    frame["choices"][seat] = choice
    return all(c is not None for c in frame["choices"])


def hidden(frame: Frame, viewer: int | None) -> dict[str, Any]:
    """A simultaneous frame as ``viewer`` may see it: who has chosen, and only their own choice."""
    return {
        "kind": frame["kind"],
        "chosen": [c is not None for c in frame["choices"]],
        "own_choice": frame["choices"][viewer] if viewer is not None and viewer >= 0 else None,
    }
