"""Random playouts over any game: the one helper the tests and the benchmarks share.

A policy picks one of the legal actions; chance decisions (randomness "table") are ordinary
decisions of seat -1, answered by the same policy. ``playout`` yields every step so a
caller can check invariants as the game goes.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from typing import Any

from .game import Game

Policy = Callable[[Game, dict, list[dict], random.Random], dict]


def uniform(game: Game, state: dict, actions: list[dict], rnd: random.Random) -> dict:
    """Any legal action, each as likely."""
    return actions[rnd.randrange(len(actions))]


def prefer(types_: tuple[str, ...], weight: float) -> Policy:
    """With probability ``weight`` an action of one of ``types_`` (when there is one), else
    any: e.g. ``prefer(("buy_deed", "construct"), 0.7)`` so a game moves on."""
    def policy(game: Game, state: dict, actions: list[dict], rnd: random.Random) -> dict:
        if rnd.random() < weight:
            chosen = [a for a in actions if a["type"] in types_]
            if chosen:
                return chosen[rnd.randrange(len(chosen))]
        return actions[rnd.randrange(len(actions))]
    return policy


def steps(game: Game, state: dict, rnd: random.Random, policy: Policy = uniform,
          max_steps: int = 10_000) -> Iterator[tuple[dict, dict, list[dict]]]:
    """Play from ``state``: yield ``(action, new state, events)`` until the game ends or
    ``max_steps`` actions were played."""
    for _ in range(max_steps):
        if game.status(state, trusted=True)["terminal"]:
            return
        actions = game.legal_actions(state, trusted=True)
        action = policy(game, state, actions, rnd)
        state, events = game.apply(state, action)
        yield action, state, events


def playout(game: Game, options: dict, seed: int | None, rnd: random.Random,
            policy: Policy = uniform, max_steps: int = 10_000) -> tuple[dict, list[dict[str, Any]]]:
    """Set up and play to the end (or ``max_steps``): the last state and the action log."""
    state = game.setup(options, seed)
    log = []
    for action, state, _ in steps(game, state, rnd, policy, max_steps):
        log.append(action)
    return state, log
