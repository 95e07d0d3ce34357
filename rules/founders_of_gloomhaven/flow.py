"""What happens next: the queue of pending steps and the one loop that runs it.

A state's ``queue`` holds what is left to do (the rest of a card's effects, the follows, the
end of the turn, a cascade of points…), last entry first. ``run`` takes steps until one
asks a question (pushes a decision frame) or the queue is empty. An action's handler pops
its frame, does its part, queues what follows and calls ``run``. Steps are plain JSON, so a
state can stop between any two of them.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rules.core import Events, State, decisions

Step = dict[str, Any]
STEPS: dict[str, Callable[[State, Step, Events], None]] = {}
#: No real game queues more than a few dozen steps; a state claiming more is refused.
MAX_QUEUE = 200


def step(name: str) -> Callable[[Callable[[State, Step, Events], None]], Callable[[State, Step, Events], None]]:
    """Register a step handler under ``name``."""

    def register(handler: Callable[[State, Step, Events], None]) -> Callable[[State, Step, Events], None]:
        STEPS[name] = handler
        return handler

    return register


def later(state: State, *steps: Step) -> None:
    """Queue ``steps`` to run next, the first given first (before what was queued)."""
    state["queue"].extend(reversed(steps))


def ask(state: State, kind: str, seat: int, **data: Any) -> None:
    state["decisions"].append(decisions.single(kind, seat, **data))


def answer(state: State) -> dict[str, Any]:
    """Pop the answered frame."""
    frame: dict[str, Any] = state["decisions"].pop()
    return frame


def run(state: State, events: Events) -> None:
    while not state["decisions"] and state["queue"]:
        item = state["queue"].pop()
        STEPS[item["do"]](state, item, events)
