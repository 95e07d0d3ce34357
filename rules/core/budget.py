"""A work budget per request: engines count their steps, and a request that would cost more
than its budget is stopped with ``TooComplex`` instead of running on.

The budget counts steps, not seconds, so the same request gets the same answer on every
machine and under any load (and so may be cached). A step is a unit of engine work costing
roughly a microsecond; engines charge in batches (one BFS node, one line-of-sight test).

    with budget.limit(2_000_000):
        engine.legal_actions(state)   # deep inside: budget.spend(n)

Outside ``limit`` nothing is counted (a library caller runs unbounded unless it asks).
"""

from __future__ import annotations

import contextlib
import contextvars
from collections.abc import Iterator

from .errors import RulesError


class TooComplex(RulesError):
    """The request needs more work than one request may cost."""

    code = "too_complex"


class Budget:
    """Steps left for the current request."""

    __slots__ = ("limit", "used")

    def __init__(self, limit: int) -> None:
        self.limit = limit
        self.used = 0

    def spend(self, steps: int) -> None:
        self.used += steps
        if self.used > self.limit:
            raise TooComplex(
                f"this request needs more than {self.limit} steps of work, the most one request may use",
                limit=self.limit,
            )


_current: contextvars.ContextVar[Budget | None] = contextvars.ContextVar("arbiter_budget", default=None)


@contextlib.contextmanager
def limit(steps: int) -> Iterator[Budget]:
    """Count the steps spent inside the block; more than ``steps`` raises ``TooComplex``."""
    active = Budget(steps)
    token = _current.set(active)
    try:
        yield active
    finally:
        _current.reset(token)


def begin(steps: int) -> contextvars.Token[Budget | None]:
    """Start a budget of ``steps`` for what follows (a request); ``end`` with the token."""
    return _current.set(Budget(steps))


def end(token: contextvars.Token[Budget | None]) -> None:
    """Restore the budget that ``begin`` replaced."""
    _current.reset(token)


def spend(steps: int = 1) -> None:
    """Charge ``steps`` to the current budget, if any."""
    active = _current.get()
    if active is not None:
        active.spend(steps)


def current() -> Budget | None:
    """The budget of the current request, or None (unbounded)."""
    return _current.get()
