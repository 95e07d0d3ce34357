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
tables translate (``grid.Grid`` numbers them and finds their neighbours). Searches charge
their steps to the request's work budget (``rules.core.budget``).
"""

from __future__ import annotations

import threading
from collections import OrderedDict
from collections.abc import Collection, Iterable, Sequence
from typing import TYPE_CHECKING, cast

from rules.core import budget

from .grid import Grid

if TYPE_CHECKING:
    from .sight import SightLines

Hex = tuple[int, int]

DIRECTIONS: tuple[Hex, ...] = ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
UNREACHABLE = (1 << 30) - 1  # a distance larger than any walk on a map (a one-digit int: fast to compare)

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


def _sorted_hexes(hexes: Iterable[Sequence[int]], checked: bool = False) -> list[Hex]:
    """The distinct hexes as sorted ``(int, int)`` tuples. With ``checked``, ``hexes`` are
    distinct such tuples already (as ``board`` passes them) and are only sorted; anything
    else is converted first."""
    if checked:
        return sorted(cast("Iterable[Hex]", hexes))
    return sorted({(int(q), int(r)) for q, r in hexes})


class Board:
    """The fixed geometry of one map: existing hexes and thin walls.

    ``lattice[i][d]`` is the existing lattice neighbour of hex ``i`` in direction ``d`` or
    ``-1`` (walls not considered), which line of sight needs; ``link[i]`` is the same with
    ``-1`` also where a thin wall lies between: the hexes adjacent to ``i``, and ``-1``s
    (searches give ``-1`` a slot of its own at the end of their tables, which turns it
    away). Range tables (``proximity``) are cached, at most ``BOARD_GROWTH_BYTES // 2`` of
    them; ``sight`` holds the line-of-sight cache (see ``sight.py``).
    """

    def __init__(
        self, hexes: Iterable[Sequence[int]], thin_walls: Iterable[Sequence[Sequence[int]]] = (), checked: bool = False
    ) -> None:
        grid = Grid(_sorted_hexes(hexes, checked))
        self.coords = grid.coords
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
        self.lattice: list[tuple[int, ...]] = grid.lattice()
        # thin walls as index pairs, both ways round
        self.wall_pairs: frozenset[tuple[int, int]] = frozenset(
            pair for a, b in (tuple(w) for w in walls) for pair in ((index[a], index[b]), (index[b], index[a]))
        )
        pairs = self.wall_pairs
        self.link = self.lattice.copy() if pairs else self.lattice
        for i in {i for i, _ in pairs}:  # only the hexes beside a thin wall lose a link
            self.link[i] = tuple(-1 if (i, j) in pairs else j for j in self.link[i])
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

    def _breadth_first(
        self,
        origin: int,
        blocked: Iterable[int] | None = None,
        among: Sequence[int] = (),
        depth: int | None = None,
        layers: list[list[int]] | None = None,
    ) -> list[int]:
        """``breadth_first`` through every hex but ``blocked`` (the origin excepted). With a
        ``depth`` the search stops once it has reached every hex of ``among`` and some hex
        farther than ``depth``: the hexes beyond read ``UNREACHABLE``. The hexes reached are
        appended to ``layers`` (if given), a list for each distance."""
        dist = [UNREACHABLE] * self.size
        dist.append(-1)  # what link's -1 (no hex) reads: never entered
        if blocked is not None:
            blocked = [j for j in blocked if j != origin]
            for j in blocked:
                dist[j] = -1  # not UNREACHABLE: never entered
        dist[origin] = 0
        frontier = [origin]
        if layers is not None:
            layers.append(frontier)
        link = self.link
        step = 0
        seen = 1
        last = UNREACHABLE if depth is None else depth
        found = 0  # among[:found] are reached
        unset = UNREACHABLE  # ``dist[j] is unset``: the very object the table was filled with
        while frontier:
            step += 1
            nxt: list[int] = []
            add = nxt.append
            for i in frontier:
                for j in link[i]:
                    if dist[j] is unset:
                        dist[j] = step
                        add(j)
            seen += len(nxt)
            frontier = nxt
            if layers is not None and nxt:
                layers.append(nxt)
            if step > last and nxt:
                while found < len(among) and dist[among[found]] < UNREACHABLE:
                    found += 1
                if found == len(among):
                    break  # every hex of ``among`` reached, and one beyond ``depth``
        dist.pop()
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

    def proximity_near(self, start: int, among: Sequence[int], radius: int) -> list[int]:
        """``proximity(start)`` as far as needed to hold every hex of ``among`` and a hex
        farther than ``radius`` (if there is one): beyond, entries may read ``UNREACHABLE``.
        The whole table when it is cached."""
        found = self._proximity.get(start)
        if found is not None:
            return found
        return self._breadth_first(start, among=among, depth=radius)

    def within(self, centres: Iterable[int], radius: int) -> set[int]:
        """The hexes within range ``radius`` of any of ``centres`` (walls respected)."""
        seen = set(centres)
        if len(seen) == 1:
            full = self._proximity.get(next(iter(seen)))
            if full is not None:
                budget.spend(self.size // 8 + 1)
                return {i for i, d in enumerate(full) if d <= radius}
        frontier = list(seen)
        seen.add(-1)  # link's "no hex": never entered
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
        seen.discard(-1)
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


def board(
    hexes: Iterable[Sequence[int]],
    thin_walls: Iterable[Sequence[Sequence[int]]] = (),
    checked: bool = False,
    listed: Collection[Hex] = (),
) -> Board:
    """The ``Board`` of a map, shared with earlier requests on the same map, so their range
    and line-of-sight answers are reused. ``checked``: ``hexes`` is a frozenset of
    ``(int, int)`` tuples (as ``parse_request`` makes), taken without a look, and
    ``listed`` the same hexes in the request's order, repeats allowed (a new board sorts
    them, which is quick when they come sorted or nearly, as maps usually list them).

    Memory stays bounded in bytes: each board's caches hold at most ``BOARD_GROWTH_BYTES``,
    and before a board is handed out the least recently used ones are dropped until all
    cached boards, with that board's room to grow, fit in ``BOARD_CACHE_BYTES``. A map too
    large for that is not kept at all."""
    cells = hexes if type(hexes) is frozenset else frozenset(map(tuple, hexes))  # of tuples already
    key: _BoardKey = (cells, frozenset(frozenset((tuple(a), tuple(b))) for a, b in thin_walls))
    with _BOARDS_LOCK:
        found = _BOARDS.get(key)
        if found is not None:
            _BOARDS.move_to_end(key)
            _shrink(found.nbytes() + BOARD_GROWTH_BYTES, keep=key)
            return found
    checked = checked and cells is hexes
    distinct = listed if checked and len(listed) == len(cells) else cells  # no repeats: the same hexes
    made = Board(distinct, [tuple(sorted(w)) * (2 // len(w)) for w in key[1]], checked)
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
