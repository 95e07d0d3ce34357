"""The City board: lots named by column A–J and row 1–10, the play area per player count,
orthogonal adjacency, and building shapes in every rotation and reflection.

Internally a lot is the integer ``column * 32 + row`` (both from 0). The stride leaves a gap
between columns, so a shape offset that runs off the board never lands on another lot.
"""

import json
from collections.abc import Iterable
from functools import cache, lru_cache
from pathlib import Path
from typing import Any, Literal, NotRequired, TypedDict

from rules.core import State


class CivicScoring(TypedDict):
    """A civic building's points: ``vp`` for every ``divisor`` adjacent buildings, citizens,
    commercial silver or civic buildings (``per``)."""

    per: Literal["building", "citizen", "silver", "civic"]
    vp: int
    divisor: int


class BuildingData(TypedDict):
    """One kind of building in ``data/components.json``: its tray count, shape as [column, row]
    offsets, and icons (residential: citizens; commercial: silver and vp; civic: scores)."""

    name: str
    type: Literal["residential", "commercial", "civic"]
    count: int
    shape: list[list[int]]
    citizens: NotRequired[int]
    silver: NotRequired[int]
    vp: NotRequired[int]
    scores: NotRequired[CivicScoring]
    monument: NotRequired[bool]


COMPONENTS: dict[str, Any] = json.loads((Path(__file__).parent / "data" / "components.json").read_text())
BUILDINGS: dict[str, BuildingData] = COMPONENTS["buildings"]
DEED_PRICES: list[int] = COMPONENTS["deed_prices"]
LOT_MARKERS: int = COMPONENTS["lot_markers"]
COLUMNS = "ABCDEFGHIJ"
#: JSON Schema of a lot (and its deed card) name.
DEED = {"type": "string", "pattern": r"^[A-J](10|[1-9])$", "description": "a lot, column A–J and row 1–10"}
STRIDE = 32


@cache
def kinds() -> dict[str, BuildingData]:
    """Every kind of building: the players' trays (``BUILDINGS``) and the 19 Monuments
    (``data/monuments.json``, one of each, their icons in ``monuments.py``)."""
    from . import monuments

    found: dict[str, BuildingData] = dict(BUILDINGS)
    for m in monuments.monuments().values():
        found[m["id"]] = {"name": m["name"], "type": m["type"], "count": 1, "shape": m["shape"], "monument": True}
    return found


def is_monument(kind: str) -> bool:
    return kinds()[kind].get("monument", False)


def lot(column: int, row: int) -> int:
    return column * STRIDE + row


def name(index: int) -> str:
    """``lot(1, 3)`` → ``"B4"``."""
    return f"{COLUMNS[index // STRIDE]}{index % STRIDE + 1}"


LOT_INDEX: dict[str, int] = {name(lot(c, r)): lot(c, r) for c in range(10) for r in range(10)}


def side(players: int) -> int:
    """Lots per side of the play area: 2 → 7, 3 → 8, 4 → 9, 5 → 10 (Game Setup, step 5)."""
    sides: dict[str, int] = COMPONENTS["play_area"]
    return sides[str(players)]


@cache
def lots_in_play(players: int) -> frozenset[int]:
    n = side(players)
    return frozenset(lot(c, r) for c in range(n) for r in range(n))


@cache
def deeds(players: int) -> tuple[str, ...]:
    """The deed cards used with this many players, in board order."""
    return tuple(name(i) for i in sorted(lots_in_play(players)))


@cache
def deed_set(players: int) -> frozenset[str]:
    """The deed cards used with this many players, as a set."""
    return frozenset(deeds(players))


def neighbours(index: int) -> tuple[int, ...]:
    """Orthogonal neighbours (off-board ones are never in any lot set)."""
    return (index - STRIDE, index + STRIDE, index - 1, index + 1)


def sort_lots(names: Iterable[str]) -> list[str]:
    return sorted(names, key=LOT_INDEX.__getitem__)


@cache
def orientations(kind: str) -> tuple[tuple[int, ...], ...]:
    """Every distinct rotation/reflection of ``kind``'s shape as offsets from its first lot.

    "Shapes may be placed in any rotation/reflection" (research notes); the first lot of a
    placement is the lowest index, so each placement is produced from exactly one anchor.
    """
    cells = kinds()[kind]["shape"]
    found: set[tuple[int, ...]] = set()
    for sx, sy, swap in [(a, b, s) for a in (1, -1) for b in (1, -1) for s in (False, True)]:
        pts = [((y, x) if swap else (x, y)) for x, y in cells]
        pts = [(sx * x, sy * y) for x, y in pts]
        mx, my = min(p[0] for p in pts), min(p[1] for p in pts)
        found.add(tuple(sorted(lot(x - mx, y - my) for x, y in pts)))
    return tuple(tuple(i - o[0] for i in o) for o in sorted(found))


def shape_key(indices: Iterable[int]) -> tuple[int, ...]:
    """A placement moved so its first lot is at offset 0 — comparable with ``orientations``."""
    ordered = sorted(indices)
    return tuple(i - ordered[0] for i in ordered)


@lru_cache(maxsize=8192)
def has_shape(kind: str, lots: tuple[str, ...]) -> bool:
    """``lots`` (names) form a ``kind`` in some rotation or reflection (cached: the same
    buildings come back in state after state)."""
    return shape_key([LOT_INDEX[x] for x in lots]) in orientations(kind)


def size(kind: str) -> int:
    return len(kinds()[kind]["shape"])


class City:
    """Who owns each lot and which building stands on it, read once from a state; with
    ``player``, only that player's lots and buildings (a player builds only on their own)."""

    __slots__ = ("owner", "building_at", "buildings", "consul_at")

    def __init__(self, state: State, player: int | None = None) -> None:
        self.buildings: list[dict[str, Any]] = state["buildings"]
        seats = range(len(state["players"])) if player is None else (player,)
        self.owner: dict[int, int] = {}
        for seat in seats:
            for deed in state["players"][seat]["deeds"]:
                self.owner[LOT_INDEX[deed]] = seat
        self.building_at: dict[int, int] = {}
        for position, building in enumerate(self.buildings):
            if player is None or building["owner"] == player:
                for name_ in building["lots"]:
                    self.building_at[LOT_INDEX[name_]] = position
        consul = state.get("consul")  # Will of the Consul: lot -> its Building token there
        self.consul_at: dict[int, str] = (
            {LOT_INDEX[x]: t["token"] for t in consul["tokens"] for x in t["lots"]} if consul else {}
        )

    def owned(self, player: int) -> set[int]:
        return {i for i, p in self.owner.items() if p == player}

    def empty_lots(self, player: int) -> set[int]:
        """Lots ``player`` owns with nothing built: the ones holding a lot marker."""
        return {i for i, p in self.owner.items() if p == player and i not in self.building_at}

    def adjacent_buildings(self, position: int) -> set[int]:
        """Buildings sharing an edge with building ``position`` (each counted once)."""
        cells = {LOT_INDEX[n] for n in self.buildings[position]["lots"]}
        found: set[int] = set()
        for cell in cells:
            for other in neighbours(cell):
                if other not in cells and other in self.building_at:
                    found.add(self.building_at[other])
        return found


def lot_markers_on_board(state: State, player: int) -> int:
    """How many of ``player``'s lots are empty (each holds one of their lot markers)."""
    empty = set(state["players"][player]["deeds"])
    for building in state["buildings"]:
        if building["owner"] == player:
            empty.difference_update(building["lots"])
    return len(empty)


def supply(state: State, player: int) -> dict[str, int]:
    """Buildings left in ``player``'s tray, by kind."""
    left = {kind: b["count"] for kind, b in BUILDINGS.items()}
    for building in state["buildings"]:
        if building["owner"] == player and building["kind"] in left:  # a Monument is not from the tray
            left[building["kind"]] -= 1
    return left


def citizens(state: State, player: int) -> int:
    """The player's position on the Population tracker (with a role's extra citizens)."""
    from . import perks

    base = _icons(state, player, "citizens")
    return base + perks.extra_citizens(state, player, base)


def commercial_silver(state: State, player: int) -> int:
    """Silver icons on the player's commercial buildings (income and era scoring)."""
    return _icons(state, player, "silver")


def _icons(state: State, player: int, what: str) -> int:
    """The ``what`` icons on ``player``'s buildings; a Monument's may count its neighbours."""
    city: City | None = None
    total = 0
    for position, b in enumerate(state["buildings"]):
        if b["owner"] != player:
            continue
        if is_monument(b["kind"]):
            city = city or City(state)
            total += icon(city, position, what)
        else:
            total += printed(b["kind"], what)
    return total


def printed(kind: str, what: str) -> int:
    """The citizens, silver or vp printed on a tray building of ``kind`` (0 if none)."""
    data: dict[str, Any] = dict(BUILDINGS[kind])
    return int(data.get(what, 0))


def icon(city: "City", position: int, what: str, deep: bool = True) -> int:
    """The citizens, silver or vp printed on the building at ``position`` (a Monument's from
    what is around it: the Temple of Minerva, the Temple of Vulcan). ``deep=False``: as a
    neighbour sees it, a Monument counting only its adjacent buildings (never deeper)."""
    from . import monuments

    kind = city.buildings[position]["kind"]
    if not is_monument(kind):
        return printed(kind, what)
    adjacent = around(city, position) if deep else monuments.Adjacent(buildings=len(city.adjacent_buildings(position)))
    return monuments.amount(monuments.monuments()[kind], what, adjacent)


def around(city: "City", position: int) -> Any:
    """What is orthogonally adjacent to the building at ``position`` (each building once):
    buildings, citizens, commercial silver and civic buildings (a ``monuments.Adjacent``)."""
    from . import consul, monuments

    others = sorted(city.adjacent_buildings(position))
    types = [kinds()[city.buildings[i]["kind"]]["type"] for i in others]
    # the Consul's Building tokens are Buildings too (docs/foundations-of-rome-consul.md)
    near = {o for x in city.buildings[position]["lots"] for o in neighbours(LOT_INDEX[x])}
    tokens = {city.consul_at[o] for o in near if o in city.consul_at}
    return monuments.Adjacent(
        buildings=len(others) + len(tokens),
        citizens=sum(icon(city, i, "citizens", deep=False) for i in others)
        + sum(consul.token(t).get("citizens", 0) for t in tokens),
        silver=sum(icon(city, i, "silver", deep=False) for i, t in zip(others, types, strict=True) if t == "commercial")
        + sum(consul.token(t).get("silver", 0) for t in tokens),
        civic=types.count("civic"),
    )
