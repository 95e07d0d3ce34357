"""Deterministic randomness: a seed and a draw counter kept in the state.

Each draw derives a fresh generator from ``(seed, draws)`` and bumps the counter, so
the same state always gives the same result and replaying an old state cannot re-roll.
"""

import hashlib
import random
import secrets

# Seeds stay exact in every JSON client: JavaScript numbers hold integers up to 2**53 - 1.
MAX_SEED = 2**53 - 1


def new_rng(seed: int | None) -> dict:
    """The RNG fields of a new state; a missing seed is chosen at random."""
    if seed is None:
        seed = secrets.randbelow(MAX_SEED + 1)
    return {"seed": seed, "draws": 0}


def _generator(rng: dict) -> random.Random:
    key = f"{rng['seed']}:{rng['draws']}".encode()
    rng["draws"] += 1
    return random.Random(int.from_bytes(hashlib.sha256(key).digest()[:16], "big"))


def shuffle(rng: dict, items: list) -> None:
    """Shuffle ``items`` in place; advances ``rng``."""
    _generator(rng).shuffle(items)


def randbelow(rng: dict, n: int) -> int:
    """A number in ``range(n)``; advances ``rng``."""
    return _generator(rng).randrange(n)
