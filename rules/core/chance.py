"""Chance: seeded draws, or draws made at the table and supplied by the client.

Every game accepts ``options.randomness``:

- ``"seeded"`` (the default): the state keeps ``rng = {seed, draws}``; each draw derives a
  fresh generator from ``(seed, draws)`` and bumps the counter, so the same state always
  gives the same result and resubmitting an old state cannot re-roll.
- ``"table"``: the game is played with the physical components. The state keeps
  ``rng = null`` and every random event becomes a pending decision of the ``CHANCE`` seat
  (``-1``), whose legal actions are exactly the possible outcomes:
  ``{"type": <frame kind>, "player": -1, "outcome": <value>}``.

Engines draw only through ``pick`` (one outcome from a list) and ``shuffle``; in table mode
``pick`` pushes the chance frame and returns ``PENDING`` and the engine stops there; the
chance action's handler resumes it.
"""

from __future__ import annotations

import hashlib
import random
import secrets
from collections.abc import Sequence
from typing import Any

from . import decisions
from .actions import Action, State
from .decisions import CHANCE
from .errors import InvalidOptions

SEEDED, TABLE = "seeded", "table"
MODES = (SEEDED, TABLE)
#: Seeds stay exact in every JSON client: JavaScript numbers hold integers up to 2**53 - 1.
MAX_SEED = 2**53 - 1
#: The draw counter wraps after this many draws (no game makes a millionth of them), so a
#: draw never takes a state out of its schema.
MAX_DRAWS = 2**31
#: What ``pick`` returns in table mode: the outcome is now a decision of ``CHANCE``.
PENDING = object()
#: A state's ``rng`` with randomness "seeded": ``{"seed": ..., "draws": ...}``.
Rng = dict[str, int]

OPTION_SCHEMA = {
    "type": "string",
    "enum": list(MODES),
    "default": SEEDED,
    "description": "seeded: the service draws from the seed; table: every draw (shuffle, deal, "
    "first-player pick) is a decision of the chance seat -1, whose legal actions are "
    "the possible outcomes, so an app can follow a game played with real cards",
}
RNG_SCHEMA = {
    "type": "object",
    "additionalProperties": False,
    "required": ["seed", "draws"],
    "description": "seeded randomness: the seed and how many draws were made (the state's rng "
    "is null with randomness 'table')",
    "properties": {
        "seed": {"type": "integer", "minimum": 0, "maximum": MAX_SEED},
        "draws": {"type": "integer", "minimum": 0, "maximum": MAX_DRAWS},
    },
}


def new_rng(mode: str, seed: int | None) -> Rng | None:
    """The ``rng`` member of a new state; a missing seed is chosen at random."""
    if seed is not None and (type(seed) is not int or not 0 <= seed <= MAX_SEED):
        raise InvalidOptions(f"seed must be an integer from 0 to {MAX_SEED}")
    if mode == TABLE:
        if seed is not None:
            raise InvalidOptions("a seed has no meaning with randomness 'table': the table draws")
        return None
    return {"seed": secrets.randbelow(MAX_SEED + 1) if seed is None else seed, "draws": 0}


def is_table(state: State) -> bool:
    return state["rng"] is None


def _generator(rng: Rng) -> random.Random:
    key = f"{rng['seed']}:{rng['draws']}".encode()
    rng["draws"] = (rng["draws"] + 1) % (MAX_DRAWS + 1)
    return random.Random(int.from_bytes(hashlib.sha256(key).digest()[:16], "big"))


def shuffle(state: State, items: list[Any]) -> None:
    """Shuffle ``items`` in place from the seed (seeded mode only: at the table, a shuffled
    pile is a pile of unknown cards, each revealed by a ``pick``)."""
    _generator(state["rng"]).shuffle(items)


def pick(state: State, kind: str, outcomes: Sequence[Any], **data: Any) -> Any:
    """One of ``outcomes``: drawn from the seed, or, at the table, ``PENDING`` after pushing
    the chance frame ``{"kind": kind, "seat": -1, **data}`` on the decision stack."""
    if is_table(state):
        state["decisions"].append(decisions.single(kind, CHANCE, **data))
        return PENDING
    return outcomes[_generator(state["rng"]).randrange(len(outcomes))]


def action(kind: str, outcome: Any) -> Action:
    """The chance action that supplies ``outcome`` for a pending ``kind`` frame."""
    return {"type": kind, "player": CHANCE, "outcome": outcome}
