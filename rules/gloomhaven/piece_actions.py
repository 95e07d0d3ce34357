"""The actions on a scenario's pieces (``pieces``): the players give one to a character at
setup (``give_piece``); a holder ending its turn beside the piece's hexes discards it for its
effect (``use_piece``) or keeps its pieces (``keep_pieces``)."""

from __future__ import annotations

from rules.core import Action, ActionSpec, Events, IllegalAction, State
from rules.core.schema import integer

from . import engine, pieces, setup
from .common import CHARACTER, own

_NAME = {"type": "string", "minLength": 1, "maxLength": 40}


def _give(state: State, action: Action, events: Events) -> None:
    frame = state["decisions"][-1]
    if action["piece"] != frame["piece"]:
        raise IllegalAction(f"the players give {frame['piece']} now", code="invalid_piece")
    if not 0 <= action["character"] < len(state["characters"]):
        raise IllegalAction("one of the party's characters", code="invalid_character")
    state["decisions"].pop()
    pieces.give(state, action["piece"], action["character"], events)
    setup.advance(state)


def _list_gifts(state: State, seat: int) -> list[Action]:
    name = state["decisions"][-1]["piece"]
    return [
        {"type": pieces.GIVE, "player": seat, "piece": name, "character": i} for i in range(len(state["characters"]))
    ]


def _use(state: State, action: Action, events: Events) -> None:
    own(state, action)
    frame = state["decisions"][-1]
    if action["character"] != frame["character"]:
        raise IllegalAction(f"character {frame['character']} decides now", code="not_your_character")
    name = action.get("piece")
    if name is not None and name not in frame["pieces"]:
        raise IllegalAction("one of the pieces listed", code="invalid_piece", pieces=frame["pieces"])
    pieces.use(state, frame["character"], name, events)
    engine.resume(state, events)


def _list_uses(state: State, seat: int) -> list[Action]:
    frame = state["decisions"][-1]
    return [
        {"type": pieces.USE, "player": seat, "character": frame["character"], "piece": name} for name in frame["pieces"]
    ]


ACTIONS = [
    ActionSpec(
        pieces.GIVE,
        "a scenario's setup: the players choose the character who holds the piece (#69's doll)",
        {"piece": _NAME, "character": integer(0, 3)},
        (pieces.GIVE,),
        _give,
        _list_gifts,
    ),
    ActionSpec(
        pieces.USE,
        "as its turn ends beside the piece's hexes, the character discards the piece for its effect (#81)",
        {"character": CHARACTER, "piece": _NAME},
        (pieces.USE,),
        _use,
        _list_uses,
    ),
    ActionSpec(
        "keep_pieces",
        "the character keeps its scenario pieces as its turn ends",
        {"character": CHARACTER},
        (pieces.USE,),
        _use,
        lambda s, p: [{"type": "keep_pieces", "player": p, "character": s["decisions"][-1]["character"]}],
    ),
]
