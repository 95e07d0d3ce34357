"""Hex geometry of a Gloomhaven map: axial coordinates, adjacency, range, AoE symmetries.

Hexes are axial ``(q, r)`` pairs; the six neighbours are, in direction order 0–5,
``(+1,0) (+1,-1) (0,-1) (-1,0) (-1,+1) (0,+1)`` (DESIGN, "Gloomhaven geometry").

A map (``Board``) is the set of hexes that exist plus the thin walls between adjacent
hexes. Anything not listed is wall. Rulebook, "Move"/"Line-of-sight": "Figures can never
move through walls", "two hexes separated by a wall line are not considered adjacent, and
range cannot be counted through walls". So:

* ``adjacent`` means: both hexes exist, they are lattice neighbours and no thin wall lies
  between them. Movement and range both step along these links only.
* ``proximity`` (the range between two hexes) is the number of such steps on the shortest
  walk, through any existing hex: obstacles, traps and figures do not lengthen range.

Terrain (obstacles, traps, ...) and figures change with every request, so they are not part
of the ``Board``: a ``Board`` depends only on the hexes and thin walls. ``board()`` keeps the
boards of recent maps, with their range and line-of-sight answers, in a cache bounded in
bytes (``BOARD_CACHE_BYTES`` for all maps together; ``nbytes`` estimates one board).

Internally hexes are numbered ``0 … n-1`` in sorted order; the ``index`` and ``coords``
tables translate. Searches charge their steps to the request's work budget
(``rules.core.budget``).
"""

from __future__ import annotations

import itertools
import operator
import threading
from collections import OrderedDict
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, cast

from rules.core import budget

if TYPE_CHECKING:
    from .sight import SightLines

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
UNREACHABLE = 1 << 30  # a distance larger than any walk on a map

# --- memory accounting (estimates, measured with tracemalloc on CPython 3.11) -------------
HEX_BYTES = 450  # a hex of a Board: coordinates, index entry, neighbour tables, key entry
WALL_BYTES = 250  # a thin wall: its key, index pairs and sight segment
RANGE_TABLE_BYTES = 64  # a cached range table: this plus 8 bytes per hex
SIGHT_ENTRY_BYTES = 72  # a cached line-of-sight answer
#: What the range and line-of-sight caches of one board may hold; beyond it they start afresh.
BOARD_GROWTH_BYTES = 4 * 1024 * 1024
#: All cached boards together, caches included (one request at a time per process).
BOARD_CACHE_BYTES = 32 * 1024 * 1024
BOARD_CACHE_SIZE = 64  # and at most this many maps


def add(a: Hex, b: Hex) -> Hex:
    return (a[0] + b[0], a[1] + b[1])


def sub(a: Hex, b: Hex) -> Hex:
    return (a[0] - b[0], a[1] - b[1])


def neighbours(h: Hex) -> tuple[Hex, ...]:
    """The six lattice neighbours of ``h`` in direction order (walls ignored)."""
    q, r = h
    return tuple((q + dq, r + dr) for dq, dr in DIRECTIONS)


def direction(a: Hex, b: Hex) -> int | None:
    """The direction 0–5 from ``a`` to its lattice neighbour ``b``; ``None`` if not neighbours."""
    try:
        return DIRECTIONS.index(sub(b, a))
    except ValueError:
        return None


def distance(a: Hex, b: Hex) -> int:
    """Lattice distance (steps on an empty, wall-free plane)."""
    dq, dr = a[0] - b[0], a[1] - b[1]
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2


def rotate(offset: Hex, turns: int = 1) -> Hex:
    """``offset`` turned by ``turns`` sixths of a circle about the origin hex.

    In cube coordinates ``(x, y, z) = (q, -q-r, r)`` one turn is ``(x, y, z) -> (-z, -x, -y)``,
    i.e. ``(q, r) -> (-r, q + r)``; it maps direction ``d`` to direction ``d - 1``.
    """
    q, r = offset
    for _ in range(turns % 6):
        q, r = -r, q + r
    return (q, r)


def mirror(offset: Hex) -> Hex:
    """``offset`` reflected by swapping ``q`` and ``r`` (cube ``x <-> z``): a mirror symmetry
    of the lattice that fixes the origin hex."""
    return (offset[1], offset[0])


def symmetries(offsets: Iterable[Sequence[int]], reflections: bool = True) -> tuple[tuple[Hex, ...], ...]:
    """Every distinct image of an AoE pattern under the hex grid's symmetries about the
    origin hex: the 6 rotations, and with ``reflections`` also their mirror images (12 in
    all, as the Monster Mover reference places patterns). Each image is a sorted tuple."""
    base = cast("list[Hex]", [tuple(o) for o in offsets])  # pairs, as tuples
    images: list[tuple[Hex, ...]] = []
    seen: set[tuple[Hex, ...]] = set()
    sources = [base, [mirror(o) for o in base]] if reflections else [base]
    for source in sources:
        for turns in range(6):
            image = tuple(sorted(rotate(o, turns) for o in source))
            if image not in seen:
                seen.add(image)
                images.append(image)
    return tuple(images)


def _sorted_hexes(hexes: Iterable[Sequence[int]]) -> list[Hex]:
    """The distinct hexes, as ``(int, int)`` tuples in sorted order. A set of such tuples
    (what ``board`` passes) is sorted as it is; anything else is converted first."""
    if type(hexes) in (frozenset, set):
        pts = cast("frozenset[Hex]", hexes)
        if (
            set(map(type, pts)) <= {tuple}
            and set(map(len, pts)) <= {2}
            and set(map(type, itertools.chain.from_iterable(pts))) <= {int}
        ):
            return sorted(pts)
    return sorted({(int(q), int(r)) for q, r in hexes})


class Board:
    """The fixed geometry of one map: existing hexes and thin walls.

    ``link[i]`` lists the hexes adjacent to hex ``i`` (existing, no thin wall between);
    ``lattice[i][d]`` is the existing lattice neighbour in direction ``d`` or ``-1``
    (walls not considered), which line of sight needs. Range tables (``proximity``) are
    cached, at most ``BOARD_GROWTH_BYTES // 2`` of them; ``sight`` holds the line-of-sight
    cache (see ``sight.py``).
    """

    def __init__(self, hexes: Iterable[Sequence[int]], thin_walls: Iterable[Sequence[Sequence[int]]] = ()) -> None:
        self.coords: list[Hex] = _sorted_hexes(hexes)
        index = self.index = dict(zip(self.coords, range(len(self.coords)), strict=True))
        n = self.size = len(self.coords)
        budget.spend(2 * n + 1)
        walls: set[frozenset[Hex]] = set()
        for wall_a, wall_b in thin_walls:
            a, b = cast(Hex, tuple(wall_a)), cast(Hex, tuple(wall_b))  # pairs, as tuples
            if a not in index or b not in index:
                raise ValueError(f"thin wall {list(a)}–{list(b)}: both hexes must exist")
            if direction(a, b) is None:
                raise ValueError(f"thin wall {list(a)}–{list(b)}: the hexes are not neighbours")
            walls.add(frozenset((a, b)))
        self.thin_walls: frozenset[frozenset[Hex]] = frozenset(walls)
        # neighbour lookups on integer keys q * span + r: no tuples to hash. A neighbour's
        # r is at most one beyond the map's rows, so span (rows + 2) keeps keys apart.
        if n:
            qs, rs = zip(*self.coords, strict=True)
            span = max(rs) - min(rs) + 3
            keys = list(map(operator.add, map(span.__mul__, qs), rs))
        else:
            span = 1
            keys = []
        get = dict(zip(keys, range(n), strict=True)).get
        d0, d1, d2, d3, d4, d5 = span, span - 1, -1, -span, 1 - span, 1  # DIRECTIONS, in order
        self.lattice: list[tuple[int, ...]] = [
            (get(k + d0, -1), get(k + d1, -1), get(k + d2, -1), get(k + d3, -1), get(k + d4, -1), get(k + d5, -1))
            for k in keys
        ]
        # thin walls as index pairs, both ways round
        self.wall_pairs: frozenset[tuple[int, int]] = frozenset(
            pair for a, b in (tuple(w) for w in walls) for pair in ((index[a], index[b]), (index[b], index[a]))
        )
        existing = (-1).__ne__
        self.link = [lat if -1 not in lat else tuple(filter(existing, lat)) for lat in self.lattice]
        pairs = self.wall_pairs
        for i in {i for i, _ in pairs}:  # only the hexes beside a thin wall lose a link
            self.link[i] = tuple(j for j in self.link[i] if (i, j) not in pairs)
        self._proximity: dict[int, list[int]] = {}
        self.geometry_bytes = n * HEX_BYTES + len(walls) * WALL_BYTES
        self.sight: SightLines | None = None  # set by sight.sight_lines(board)

    def __contains__(self, h: Iterable[int]) -> bool:
        return tuple(h) in self.index

    def nbytes(self) -> int:
        """An estimate of the memory this board holds: geometry and caches."""
        cached = len(self._proximity) * (RANGE_TABLE_BYTES + 8 * self.size)
        sight = self.sight
        return self.geometry_bytes + cached + (len(sight.cache) * SIGHT_ENTRY_BYTES if sight is not None else 0)

    def walled(self, a: Hex, b: Hex) -> bool:
        """A thin wall stands between ``a`` and ``b``."""
        return frozenset((a, b)) in self.thin_walls

    def adjacent(self, i: int, j: int) -> bool:
        """Hexes ``i`` and ``j`` touch and no wall separates them (rulebook: hexes across a
        wall line are not adjacent)."""
        return j in self.link[i]

    def breadth_first(self, origin: int, passable: list[bool] | None = None) -> list[int]:
        """Steps from ``origin`` to every hex along adjacent links (through ``passable``
        hexes only, when given); ``UNREACHABLE`` where no walk exists."""
        blocked = None if passable is None else [j for j, ok in enumerate(passable) if not ok]
        return self._breadth_first(origin, blocked)

    def _breadth_first(self, origin: int, blocked: Iterable[int] | None = None) -> list[int]:
        """``breadth_first`` through every hex but ``blocked`` (the origin excepted)."""
        dist = [UNREACHABLE] * self.size
        if blocked is not None:
            blocked = [j for j in blocked if j != origin]
            for j in blocked:
                dist[j] = -1  # not UNREACHABLE: never entered
        dist[origin] = 0
        frontier = [origin]
        link = self.link
        step = 0
        seen = 1
        while frontier:
            step += 1
            nxt = []
            for i in frontier:
                for j in link[i]:
                    if dist[j] == UNREACHABLE:
                        dist[j] = step
                        nxt.append(j)
            seen += len(nxt)
            frontier = nxt
        if blocked is not None:
            for j in blocked:
                dist[j] = UNREACHABLE
        budget.spend(2 * seen + self.size // 8)
        return dist

    def proximity(self, start: int) -> list[int]:
        """Range from hex ``start`` to every hex: steps between adjacent hexes, around walls
        and missing hexes, through anything else. ``UNREACHABLE`` where no walk exists."""
        found = self._proximity.get(start)
        if found is not None:
            return found
        dist = self.breadth_first(start)
        if (len(self._proximity) + 1) * (RANGE_TABLE_BYTES + 8 * self.size) > BOARD_GROWTH_BYTES // 2:
            self._proximity.clear()
        self._proximity[start] = dist
        return dist

    def within(self, centres: Iterable[int], radius: int) -> set[int]:
        """The hexes within range ``radius`` of any of ``centres`` (walls respected)."""
        seen = set(centres)
        if len(seen) == 1:
            full = self._proximity.get(next(iter(seen)))
            if full is not None:
                budget.spend(self.size // 8 + 1)
                return {i for i, d in enumerate(full) if d <= radius}
        frontier = list(seen)
        link = self.link
        for _ in range(radius):
            nxt = []
            for i in frontier:
                for j in link[i]:
                    if j not in seen:
                        seen.add(j)
                        nxt.append(j)
            if not nxt:
                break
            frontier = nxt
        budget.spend(2 * len(seen) + 1)
        return seen

    def ball(self, centre: int, radius: int) -> frozenset[int]:
        """The hexes within range ``radius`` of ``centre`` (walls respected)."""
        return frozenset(self.within((centre,), radius))


# --- boards of recent maps ------------------------------------------------------------
# a map's key: its hexes and its thin walls (each the set of its two hexes), as tuples
_BoardKey = tuple[frozenset[tuple[int, ...]], frozenset[frozenset[tuple[int, ...]]]]
_BOARDS: OrderedDict[_BoardKey, Board] = OrderedDict()
_BOARDS_LOCK = threading.Lock()


def board(hexes: Iterable[Sequence[int]], thin_walls: Iterable[Sequence[Sequence[int]]] = ()) -> Board:
    """The ``Board`` of a map, shared with earlier requests on the same map, so their range
    and line-of-sight answers are reused.

    Memory stays bounded in bytes: each board's caches hold at most ``BOARD_GROWTH_BYTES``,
    and before a board is handed out the least recently used ones are dropped until all
    cached boards, with that board's room to grow, fit in ``BOARD_CACHE_BYTES``. A map too
    large for that is not kept at all."""
    key: _BoardKey = (frozenset(map(tuple, hexes)), frozenset(frozenset((tuple(a), tuple(b))) for a, b in thin_walls))
    with _BOARDS_LOCK:
        found = _BOARDS.get(key)
        if found is not None:
            _BOARDS.move_to_end(key)
            _shrink(found.nbytes() + BOARD_GROWTH_BYTES, keep=key)
            return found
    made = Board(key[0], [tuple(sorted(w)) * (2 // len(w)) for w in key[1]])
    with _BOARDS_LOCK:
        if _shrink(made.nbytes() + BOARD_GROWTH_BYTES):
            _BOARDS[key] = made
    return made


def _shrink(room: int, keep: _BoardKey | None = None) -> bool:
    """Drop least recently used boards (not ``keep``) until ``room`` more bytes fit; whether
    they do."""
    total = sum(b.nbytes() for k, b in _BOARDS.items() if k != keep)
    for k in list(_BOARDS):
        if total + room <= BOARD_CACHE_BYTES and len(_BOARDS) < BOARD_CACHE_SIZE:
            break
        if k != keep:
            total -= _BOARDS.pop(k).nbytes()
    return total + room <= BOARD_CACHE_BYTES


def cache_bytes() -> int:
    """The estimated bytes held by every cached board (geometry, range and sight caches)."""
    with _BOARDS_LOCK:
        return sum(b.nbytes() for b in _BOARDS.values())


def cached_boards() -> int:
    with _BOARDS_LOCK:
        return len(_BOARDS)


def clear_boards() -> None:
    """Forget every cached board (benchmarks use it to time cold requests)."""
    with _BOARDS_LOCK:
        _BOARDS.clear()
