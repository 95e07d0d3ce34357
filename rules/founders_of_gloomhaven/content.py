"""The content pack compiled for play: squares as integers, shapes as offset lists, every
lookup the engine makes in one place.

The engine plays the shipped pack (``data/pack.json``), or the pack named by the
environment variable ``ARBITER_FOUNDERS_PACK`` (a path; checked at load like the shipped
one). A square ``s`` is ``y * width + x``; actions and views speak ``[x, y]``.
"""

from __future__ import annotations

import os
from functools import cache
from typing import Any

from . import pack as packs
from .geometry import COLOUR_CODE, cells, rotations

BASIC_CARDS = ("recruit", "trade", "upgrade", "construct")
INCOME_CARD = "income"
ACTION_TYPES = BASIC_CARDS
#: The main action of each basic action card (L310–406, L433–435), in the pack's effect words.
BASIC_MAIN: dict[str, list[dict[str, Any]]] = {
    "recruit": [{"effect": "recruit", "discount": 0}, {"effect": "gain_fleeting", "amount": 1}],
    "trade": [{"effect": "trade", "discount": 0, "any_colour": True}],
    "upgrade": [{"effect": "upgrade", "discount": 0}],
    "construct": [{"effect": "construct", "discount": 1}],
    "income": [{"effect": "income"}],
}
#: The basic follow action of each type (L329–330, L353–354, L373–374, L405–406).
FOLLOW = {
    "recruit": {"effect": "recruit", "discount": 0},
    "trade": {"effect": "trade", "discount": 0, "any_colour": False},
    "upgrade": {"effect": "upgrade", "discount": 0, "road": False},
    "construct": {"effect": "construct", "discount": 0},
}
COMPLETIONS_TO_END = 6
#: Money, points and influence stop here (far beyond any game), so every counter a state may
#: hold stays inside its schema after any action.
MAX_TALLY = 10**6
#: Fleeting and lasting influence stop here: a vote lists at most this many + 1 amounts (no
#: greedy playout went past 230 fleeting or 50 lasting).
MAX_INFLUENCE = 999
#: The bank's balance (what it has paid out, negative) stops here: four players' points and more.
MAX_BANK = 10 * MAX_TALLY
LIMIT = {"fleeting": MAX_INFLUENCE, "lasting": MAX_INFLUENCE, "bank": MAX_BANK}


def add(info: dict[str, Any], key: str, amount: int) -> None:
    """Add ``amount`` to ``key`` of a player (money, points, income, influence) or of the state
    (the bank) within its bound."""
    limit = LIMIT.get(key, MAX_TALLY)
    info[key] = max(-limit, min(limit, info[key] + amount))


NEUTRAL = -1
BANK = None


class Content:
    """A checked pack, indexed for the engine."""

    def __init__(self, pack: dict[str, Any]) -> None:
        self.pack = pack
        board = pack["board"]
        self.width: int = board["width"]
        self.height: int = board["height"]
        w, h = self.width, self.height
        self.size = w * h
        self.terrain = [board["terrain"][s // w][s % w] for s in range(self.size)]
        self.section = [
            None if self.terrain[s] in "kp." else int(board["sections"][s // w][s % w]) for s in range(self.size)
        ]
        self.section_names: list[str] = board["names"]
        self.fixed = {key: sorted(self.square(x, y) for x, y in spot) for key, spot in board["fixed"].items()}
        self.blue = frozenset(s for spot in self.fixed.values() for s in spot)
        self.neighbours = [self._adjacent(s) for s in range(self.size)]
        #: Open to any building on the empty board (L121–123): not black, purple, off-board or blue.
        self.buildable = [self.terrain[s] not in "kp." and s not in self.blue for s in range(self.size)]
        self.black = [self.terrain[s] == "k" for s in range(self.size)]

        self.resources = packs.by_id(pack, "resources")
        self.resource_ids = [r["id"] for r in pack["resources"]]
        self.basics = [r["id"] for r in pack["resources"] if r["tier"] == 1]
        self.advanced = [r["id"] for r in pack["resources"] if r["tier"] > 1]
        self.tier = {r["id"]: r["tier"] for r in pack["resources"]}
        self.recipe = {r["id"]: [(a["resource"], a["points"]) for a in r["recipe"]] for r in pack["resources"]}
        self.tiles_per_type: dict[str, int] = {r["id"]: r["tiles"] for r in pack["resources"]}
        self.shapes = {r["id"]: self._offsets(r["shape"]) for r in pack["resources"]}
        self.races = packs.by_id(pack, "races")
        self.race_ids = [r["id"] for r in pack["races"]]
        self.card_forbidden = {r["id"]: set(r["forbidden"]) for r in pack["resources"] if r["tier"] == 1}
        self.advisers = packs.by_id(pack, "advisers")
        self.adviser_ids = [a["id"] for a in pack["advisers"]]
        self.prestige = packs.by_id(pack, "prestige_buildings")
        self.prestige_ids = [p["id"] for p in pack["prestige_buildings"]]
        self.prestige_shapes = {p["id"]: self._offsets(p["shape"]) for p in pack["prestige_buildings"]}
        self.prestige_type = {
            p["id"]: (min(tuple(sorted(r)) for r in rotations(cells(p["shape"]))), p["colour"])
            for p in pack["prestige_buildings"]
        }
        self.colour_code = COLOUR_CODE
        self.slot_costs: list[int] = pack["adviser_slots"]
        self.prices = pack["prices"]
        self.introductory = pack["introductory"]

    # --- squares --------------------------------------------------------------------
    def square(self, x: int, y: int) -> int:
        return y * self.width + x

    def xy(self, s: int) -> list[int]:
        return [s % self.width, s // self.width]

    def parse(self, pair: Any) -> int | None:
        """The square of an ``[x, y]`` pair from a client, or None when off the board."""
        if not (isinstance(pair, list) and len(pair) == 2 and all(type(v) is int for v in pair)):
            return None
        x, y = pair
        if not (0 <= x < self.width and 0 <= y < self.height):
            return None
        return self.square(x, y)

    def _adjacent(self, s: int) -> list[int]:
        """The 8 neighbours on the board: diagonals count as adjacent (L179–181)."""
        x, y = s % self.width, s // self.width
        return [
            (y + dy) * self.width + x + dx
            for dy in (-1, 0, 1)
            for dx in (-1, 0, 1)
            if (dx or dy) and 0 <= x + dx < self.width and 0 <= y + dy < self.height
        ]

    def _offsets(self, shape: list[list[int]]) -> list[list[tuple[int, int]]]:
        """Each distinct rotation (never mirrored, Q23) as ``(dx, dy)`` offsets, sorted."""
        return sorted(sorted(rotation) for rotation in rotations(cells(shape)))

    def place(self, offsets: list[tuple[int, int]], s: int) -> list[int] | None:
        """The squares of ``offsets`` anchored at ``s``, or None when one is off the board."""
        x0, y0 = s % self.width, s // self.width
        found = []
        for dx, dy in offsets:
            x, y = x0 + dx, y0 + dy
            if not (0 <= x < self.width and 0 <= y < self.height):
                return None
            found.append(y * self.width + x)
        return found

    def colour(self, s: int) -> str:
        return {"r": "red", "b": "beige", "g": "green", "c": "grey"}.get(self.terrain[s], "")

    def trade_price(self, squares: list[int], mode: str) -> int:
        """The cheapest colour of a tile's squares prices a trade (L346–351)."""
        return int(min(self.prices["trade"][self.colour(s)][mode] for s in squares))

    def forbidden(self, race: str, held: list[str]) -> set[str]:
        """The race card's struck-through resources and those of every resource card held (Q2)."""
        found = set(self.races[race]["forbidden"])
        for card in {self.races[race]["basic"], *held}:
            found |= self.card_forbidden[card]
        return found


@cache
def content() -> Content:
    """The pack the engine plays: ``ARBITER_FOUNDERS_PACK`` or the shipped one."""
    path = os.environ.get("ARBITER_FOUNDERS_PACK")
    return Content(packs.load(path) if path else packs.shipped())
