"""Simultaneous secret decisions: every player in a set chooses, nobody sees the others'
choice until all have chosen, then the choices resolve together.

A pending simultaneous decision is kept in the state as ``{"kind": ..., "choices": [...]}``
with one slot per player: ``None`` while that player still has to choose. Views replace the
other players' slots by a plain ``True``/``False`` (chosen or not).
"""


def open_decision(kind: str, players: int) -> dict:
    return {"kind": kind, "choices": [None] * players}


def awaiting(decision: dict) -> list[int]:
    """Players who have not chosen yet."""
    return [p for p, choice in enumerate(decision["choices"]) if choice is None]


def choose(decision: dict, player: int, choice) -> bool:
    """Record ``player``'s secret choice; True when everybody has now chosen."""
    decision["choices"][player] = choice
    return not awaiting(decision)


def hidden(decision: dict, viewer: int | None) -> dict:
    """The decision as ``viewer`` may see it: own choice, and who else has chosen."""
    return {
        "kind": decision["kind"],
        "chosen": [c is not None for c in decision["choices"]],
        "own_choice": decision["choices"][viewer] if viewer is not None else None,
    }
