"""A deterministic Founders of Gloomhaven game for pictures and endpoint tests: a seeded
setup played by the greedy player (``rules.founders_of_gloomhaven.greedy``) with a seeded
random generator."""

import random

from rules.core import decisions
from rules.founders_of_gloomhaven import GAME
from rules.founders_of_gloomhaven.greedy import choose


def play(seed: int = 1, players: int = 3, steps: int = 180) -> dict:
    """The state after ``steps`` actions of the greedy player from a seeded setup."""
    rnd = random.Random(seed)
    state = GAME.setup({"players": players}, seed=seed)
    for _ in range(steps):
        if not state["decisions"]:
            break
        seat = rnd.choice(decisions.awaiting(state["decisions"]))
        state, _ = GAME.apply(state, choose(state, GAME.legal_actions(state, seat, trusted=True), rnd), trusted=True)
    return state
