"""Random playouts over any game: the one helper the tests and the benchmarks share.

A policy picks one of the legal actions; chance decisions (randomness "table") are ordinary
decisions of seat -1, answered by the same policy. ``playout`` yields every step so a
caller can check invariants as the game goes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from .actions import Action, Events, State
from .game import Game

Policy = Callable[[Game, State, list[Action], random.Random], Action]


def uniform(game: Game, state: State, actions: list[Action], rnd: random.Random) -> Action:
    """Any legal action, each as likely."""
    return actions[rnd.randrange(len(actions))]


def prefer(types_: tuple[str, ...], weight: float) -> Policy:
    """With probability ``weight`` an action of one of ``types_`` (when there is one), else
    any: e.g. ``prefer(("buy_deed", "construct"), 0.7)`` so a game moves on."""

    def policy(game: Game, state: State, actions: list[Action], rnd: random.Random) -> Action:
        if rnd.random() < weight:
            chosen = [a for a in actions if a["type"] in types_]
            if chosen:
                return chosen[rnd.randrange(len(chosen))]
        return actions[rnd.randrange(len(actions))]

    return policy


def steps(
    game: Game, state: State, rnd: random.Random, policy: Policy = uniform, max_steps: int = 10_000
) -> Iterator[tuple[Action, State, Events]]:
    """Play from ``state``: yield ``(action, new state, events)`` until the game ends or
    ``max_steps`` actions were played."""
    for _ in range(max_steps):
        if game.status(state, trusted=True)["terminal"]:
            return
        actions = game.legal_actions(state, trusted=True)
        action = policy(game, state, actions, rnd)
        state, events = game.apply(state, action)
        yield action, state, events


def playout(
    game: Game,
    options: dict[str, Any],
    seed: int | None,
    rnd: random.Random,
    policy: Policy = uniform,
    max_steps: int = 10_000,
) -> tuple[State, list[Action]]:
    """Set up and play to the end (or ``max_steps``): the last state and the action log."""
    state = game.setup(options, seed)
    log: list[Action] = []
    for action, after, _ in steps(game, state, rnd, policy, max_steps):
        log.append(action)
        state = after
    return state, log
