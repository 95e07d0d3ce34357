"""Numbers written as formulas on boss stat cards and in scenario rules: ``8xC``, ``4+(CxL)``,
``(6xC)/2``, where C is the number of characters and L the scenario level.

The grammar is integers, the variables C and L, ``+``, ``-``, ``x`` (times), ``/`` and
parentheses. A division rounds down, as the rulebook's halves do ("half the damage of a trap
(rounded down)"), unless the figure's rule says it rounds up. ``check`` refuses any other
text, so a data file with a typo fails at load.
"""

from __future__ import annotations

import re

VARIABLES = ("C", "L")
_TOKEN = re.compile(r"\s*(\d+|[CLx+\-/()])")


def _tokens(text: str) -> list[str]:
    found, at = [], 0
    text = text.rstrip()
    while at < len(text):
        match = _TOKEN.match(text, at)
        if match is None:
            raise ValueError(f"formula {text!r}: unexpected {text[at:]!r}")
        found.append(match.group(1))
        at = match.end()
    return found


class _Parser:
    def __init__(self, text: str, values: dict[str, int], up: bool = False) -> None:
        self.text = text
        self.up = up
        self.tokens = _tokens(text)
        self.at = 0
        self.values = values

    def parse(self) -> int:
        value = self.sum()
        if self.at != len(self.tokens):
            raise ValueError(f"formula {self.text!r}: unexpected {self.tokens[self.at]!r}")
        return value

    def peek(self) -> str | None:
        return self.tokens[self.at] if self.at < len(self.tokens) else None

    def take(self) -> str:
        token = self.peek()
        if token is None:
            raise ValueError(f"formula {self.text!r} ends too early")
        self.at += 1
        return token

    def sum(self) -> int:
        value = self.product()
        while self.peek() in ("+", "-"):
            value = value + self.product() if self.take() == "+" else value - self.product()
        return value

    def product(self) -> int:
        value = self.atom()
        while self.peek() in ("x", "/"):
            if self.take() == "x":
                value *= self.atom()
            else:
                divisor = self.atom()
                if divisor == 0:
                    raise ValueError(f"formula {self.text!r} divides by 0")
                value = -(-value // divisor) if self.up else value // divisor
        return value

    def atom(self) -> int:
        token = self.take()
        if token == "(":
            value = self.sum()
            if self.take() != ")":
                raise ValueError(f"formula {self.text!r}: a parenthesis is not closed")
            return value
        if token in VARIABLES:
            return self.values[token]
        if token.isdigit():
            return int(token)
        raise ValueError(f"formula {self.text!r}: unexpected {token!r}")


def evaluate(formula: str | int, characters: int, level: int, up: bool = False) -> int:
    """The value of ``formula`` for ``characters`` characters at scenario level ``level``; with
    ``up``, a division rounds up ("C+(L/2) hit points, rounded up", #76)."""
    if isinstance(formula, int):
        return formula
    return _Parser(formula, {"C": characters, "L": level}, up).parse()


def check(formula: str | int) -> None:
    """Refuse a formula outside the grammar (``ValueError``)."""
    if not isinstance(formula, int):
        for c in (1, 2, 3, 4):
            evaluate(formula, c, 0)
