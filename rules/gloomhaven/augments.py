"""Mindthief augments in the active area.

An augment: "When another augment is played, discard this card." Mass Hysteria (persistent):
"You may have two augments active at once. If a third augment is played, discard one of the
others" — the player's choice, the decision ``discard_augment``.
"""

from __future__ import annotations

from rules.core import Events, IllegalAction, State, decisions

from . import active

DISCARD = "discard_augment"


def _room(state: State, index: int) -> int:
    """How many augments may be active at once."""
    found = active.bonuses(state, index, ("passive",))
    return max([1, *(int(add.get("augments", 1)) for _, add in found)])


def others(state: State, index: int, card: int) -> list[int]:
    """The augments in the active area besides ``card``."""
    character = state["characters"][index]
    return [e["card"] for e in character["active"] if e["card"] != card and active.augment(active.half_of(e))]


def displaced(state: State, index: int, card: int, events: Events) -> None:
    """Card ``card`` went to the active area: if it is an augment, one before it is discarded
    when there is no room for both (the player chooses which when there are two)."""
    character = state["characters"][index]
    entry = next(e for e in character["active"] if e["card"] == card)
    if not active.augment(active.half_of(entry)):
        return
    before = others(state, index, card)
    room = _room(state, index)
    if len(before) < room:
        return
    if len(before) > 1:
        seat = character["seat"]
        state["decisions"].append(decisions.single(DISCARD, seat, character=index, cards=sorted(before)))
        return
    for old in before:
        discard(state, index, old, events)


def discard(state: State, index: int, card: int, events: Events) -> None:
    character = state["characters"][index]
    entry = next(e for e in character["active"] if e["card"] == card)
    character["active"].remove(entry)
    character["discard"].append(card)
    events.append({"type": "card_placed", "character": index, "card": card, "pile": "discard"})


def choose(state: State, card: int, events: Events) -> None:
    """The answer to ``discard_augment``: this augment is discarded."""
    frame = state["decisions"][-1]
    if card not in frame["cards"] or card not in others(state, frame["character"], -1):
        raise IllegalAction("discard one of the augments listed", code="invalid_card", cards=frame["cards"])
    state["decisions"].pop()
    discard(state, frame["character"], card, events)
