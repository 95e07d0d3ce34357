"""A game's actions declared once: each type's members, the decisions it answers, its handler.

An action is a plain object ``{"type": ..., "player": seat, ...members}``. The table checks
what every action shares (a known type, exactly its members, a seat whose decision is
pending, the right kind of decision) so handlers deal only with the rules, and it lists the
legal actions of a seat by asking the specs that answer the pending decision.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from . import decisions, schema
from .decisions import CHANCE
from .errors import IllegalAction

#: A game state, an action and an event: plain JSON objects (the game's schemas say more).
State = dict[str, Any]
Action = dict[str, Any]
Event = dict[str, Any]
Events = list[Event]


@dataclass(frozen=True)
class ActionSpec:
    """One action type.

    - ``members``: JSON Schema of each member besides ``type`` and ``player``;
    - ``answers``: the decision kinds (frame ``kind``) this action answers;
    - ``handler(state, action, events)``: plays it on a copy of the state, or raises
      ``IllegalAction``;
    - ``lister(state, seat)``: every legal action of this type for ``seat``;
    - ``when(state)``: an extra condition on the state (a phase, a module), if any;
    - ``parametric``: the lister gives one valid instance, and others within the bounds the
      handler checks apply too (docs/protocol.md, "Parametric actions").
    """

    type: str
    description: str
    members: dict[str, schema.JSON]
    answers: tuple[str, ...]
    handler: Callable[[State, Action, Events], None]
    lister: Callable[[State, int], list[Action]]
    when: Callable[[State], bool] | None = None
    chance: bool = False
    parametric: bool = False

    def schema(self) -> schema.JSON:
        player = (
            schema.integer(CHANCE, CHANCE, description="the chance seat")
            if self.chance
            else schema.integer(0, description="the acting seat")
        )
        description = self.description + (" (parametric)" if self.parametric else "")
        return schema.obj({"type": schema.const(self.type), "player": player, **self.members}, description=description)


@dataclass
class ActionTable:
    specs: Iterable[ActionSpec]
    by_type: dict[str, ActionSpec] = field(init=False)
    by_decision: dict[str, list[ActionSpec]] = field(init=False)

    def __post_init__(self) -> None:
        specs = list(self.specs)
        self.by_type = {spec.type: spec for spec in specs}
        if len(self.by_type) != len(specs):  # one spec per type: a second would hide the first
            raise ValueError("an action type is declared twice")
        self.by_decision = {}
        for spec in self.by_type.values():
            for kind in spec.answers:
                self.by_decision.setdefault(kind, []).append(spec)

    def legal(self, state: State, seat: int) -> list[Action]:
        """Every legal action of ``seat`` for the pending decision (none if it is not theirs)."""
        frame = decisions.top(state["decisions"])
        if frame is None or seat not in decisions.awaiting(state["decisions"]):
            return []
        found: list[Action] = []
        for spec in self.by_decision.get(frame["kind"], ()):
            if spec.when is None or spec.when(state):
                found += spec.lister(state, seat)
        return found

    def check(self, state: State, action: Action) -> ActionSpec:
        """The spec of ``action`` after the checks every action shares; ``IllegalAction``
        (``unknown_action``, ``malformed_action``, ``not_your_turn``, ``wrong_phase``)."""
        kind = action["type"]
        spec = self.by_type.get(kind)
        if spec is None:
            raise IllegalAction(
                f"unknown action type {kind!r}; actions: {', '.join(self.by_type)}", code="unknown_action"
            )
        expected = {"type", "player", *spec.members}
        if action.keys() != expected:
            raise IllegalAction(
                f"a {kind} action has exactly the members {', '.join(sorted(expected))}", code="malformed_action"
            )
        seat = action["player"]
        pending = decisions.awaiting(state["decisions"])
        if seat not in pending:
            raise IllegalAction(f"player {seat} has no decision pending now (awaiting {pending})", code="not_your_turn")
        frame = state["decisions"][-1]
        if frame["kind"] not in spec.answers or (spec.when is not None and not spec.when(state)):
            raise IllegalAction(f"{kind} does not answer the pending decision {frame['kind']!r}", code="wrong_phase")
        return spec

    def schemas(self, prefix: str = "") -> dict[str, schema.JSON]:
        """``{schema name: schema}`` of every action type (names ``<Type>Action``)."""
        return {prefix + schema.camel(t) + "Action": spec.schema() for t, spec in self.by_type.items()}

    def names(self, prefix: str = "") -> dict[str, str]:
        return {t: prefix + schema.camel(t) + "Action" for t in self.by_type}
