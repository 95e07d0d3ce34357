"""Immovable Phalanx, bottom (persistent): "You may treat all move abilities as attack
abilities of equal value."

While the card is in the active area, the character's own move may be answered, before its
first step, with ``attack_instead``: the move is not made and an attack of the move's value
is performed in its place (melee, one target, with the active bonuses on attacks).
"""

from __future__ import annotations

from typing import Any

from rules.core import Events, IllegalAction, State

from . import abilities, active


def offered(state: State) -> bool:
    """The pending decision is the character's own move, not begun, and an active card lets
    it be an attack."""
    frame = state["decisions"][-1] if state["decisions"] else None
    if frame is None or frame["kind"] != abilities.MOVE or "figure" in frame or frame["path"]:
        return False
    if state["turn"] is None or state["turn"]["character"] != frame["character"]:
        return False
    found = active.bonuses(state, frame["character"], ("own_move",))
    return any(add.get("as_attack") for _, add in found)


def attack_instead(state: State, events: Events) -> None:
    """Perform the move as an attack of equal value."""
    if not offered(state):
        raise IllegalAction("only a move not begun, with a card that makes moves attacks", code="invalid_attack")
    frame = state["decisions"].pop()
    ability: dict[str, Any] = {"type": "attack", "value": int(frame["left"])}
    abilities.start(state, ability, events)
