"""Line of sight between two hexes of a ``Board``, exactly, with a cache per map.

Rule (rulebook, "Line-of-sight"): a figure sees another "if a line can be drawn from any
corner of the attacker's hex to any corner of the defender's hex without touching any part
of a wall (the line edge of a map tile or the entire area of any partial hex along the edge
of a map tile ...). Only walls block line-of-sight." Figures, obstacles, traps do not.

What is a wall here:

* every hex that does not exist, as a closed hexagon (its whole area, edges and corners) —
  beyond the map's outer edge too ("the line edge of a map tile"; DESIGN: anything not
  listed is wall), so a corner on the map's edge is on a wall;
* every thin wall, as the closed segment of the edge between its two hexes.

What "touching" means — decided as in the Monster Mover reference, and as the rule says:

* a sight line may not cross, run along, or even touch a wall; touching a wall's end
  corner blocks it — the free end of a thin wall beside a doorway as much as a corner
  where two walls meet (the reference's doorway cases agree: ``test_doorway.py``; its
  sample grid, unlike a map, is open beyond its edge, which alone makes its doorway case
  37 differ);
* so a corner that lies on a wall (one of the three edges meeting at it is a thin wall or
  borders a missing hex) can never start or end a sight line — a line from it touches
  that wall at its first point. A figure whose hex has every corner on a wall (a one-hex
  corridor) sees nothing farther than its neighbours (the reference sees not even those);
* neighbours that no wall line separates always see each other (see ``_compute``);
* collinear segments block only if they share a point (overlap or touch end to end).

Exact arithmetic: the hex lattice is mapped by an affine map — x scaled by 2/sqrt(3), y by
2 — so that hex ``(q, r)`` has its centre at ``(2q + r, 3r)`` and its six corners at the
integer points ``centre + (1,1) (1,-1) (0,-2) (-1,-1) (-1,1) (0,2)``. An affine map keeps
straight lines straight and keeps every incidence (crossing, touching, collinearity), so
every test below is an integer cross product: no floating point, no tolerance.
(Orientation and scale do not change line of sight, DESIGN says; neither does this map.)

Speed: every corner-to-corner line between hexes A and B lies in the convex hull of the two
hexagons, so only walls that touch that hull can block one. ``_band`` lists the hexes whose
hexagon may touch it (a strip about three hexes wide along the line, row by row, found by
integer arithmetic): the missing ones are the hexagons to test, the thin walls on the
existing ones the segments. The work of a query grows with the distance, not with the map
or the number of walls, and is charged to the request's work budget. Answers are cached on
the board (at most ``hexes.BOARD_GROWTH_BYTES // 2`` of them).
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Sequence
from typing import cast

from rules.core import budget

from .hexes import BOARD_GROWTH_BYTES, SIGHT_ENTRY_BYTES, Board, Hex

#: A point of the integer frame (a hex corner or centre).
Point = tuple[int, int]
#: A thin wall's segment ``(ax, ay, bx, by)`` in the integer frame.
Segment = tuple[int, int, int, int]

# Corner d lies between the edges towards directions d-1 and d; edge d joins corners d, d+1.
CORNERS: tuple[Point, ...] = ((1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1), (0, 2))
MAX_CACHED_PAIRS = BOARD_GROWTH_BYTES // 2 // SIGHT_ENTRY_BYTES  # per map; then it starts afresh
GRID_MIN_HEXES = 200  # maps from this size on get the prefix-sum grid (``_make_grid``)


def centre(h: Hex) -> Point:
    """The hex's centre in the integer frame."""
    return (2 * h[0] + h[1], 3 * h[1])


def corners(h: Hex) -> tuple[Point, ...]:
    x, y = 2 * h[0] + h[1], 3 * h[1]
    return ((x + 1, y + 1), (x + 1, y - 1), (x, y - 2), (x - 1, y - 1), (x - 1, y + 1), (x, y + 2))


def _cross(ax: int, ay: int, bx: int, by: int, cx: int, cy: int) -> int:
    """Twice the signed area of triangle abc: > 0 left turn, < 0 right turn, 0 collinear."""
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)


def segments_touch(p: Point, q: Point, a: Point, b: Point) -> bool:
    """Closed segments ``pq`` and ``ab`` share at least one point (integer coordinates)."""
    return _touch(p[0], p[1], q[0], q[1], a[0], a[1], b[0], b[1])


def _touch(px: int, py: int, qx: int, qy: int, ax: int, ay: int, bx: int, by: int) -> bool:
    d1 = _cross(ax, ay, bx, by, px, py)
    d2 = _cross(ax, ay, bx, by, qx, qy)
    if (d1 > 0 and d2 > 0) or (d1 < 0 and d2 < 0):
        return False
    d3 = _cross(px, py, qx, qy, ax, ay)
    d4 = _cross(px, py, qx, qy, bx, by)
    if (d3 > 0 and d4 > 0) or (d3 < 0 and d4 < 0):
        return False
    if d1 or d2 or d3 or d4:
        return True  # proper crossing, or one end lying on the other segment
    # collinear: they touch only if their extents overlap
    if px == qx and ax == bx:
        return max(min(py, qy), min(ay, by)) <= min(max(py, qy), max(ay, by))
    return max(min(px, qx), min(ax, bx)) <= min(max(px, qx), max(ax, bx))


def segment_touches_hexagon(p: Point, q: Point, pts: Sequence[Point]) -> bool:
    """The closed segment ``pq`` meets the closed hexagon with corners ``pts`` (in ``CORNERS``
    order). Separating-axis test: they are apart iff all six corners lie strictly on one
    side of the segment's line, or both ends lie strictly outside one edge."""
    px, py = p
    qx, qy = q
    ex, ey = qx - px, qy - py
    pos = neg = False
    for x, y in pts:
        s = ex * (y - py) - ey * (x - px)
        if s > 0:
            pos = True
        elif s < 0:
            neg = True
        else:
            pos = neg = True
        if pos and neg:
            break
    else:
        return False
    ax, ay = pts[5]
    for bx, by in pts:
        # corners run clockwise in this frame: outside an edge is a left turn
        fx, fy = bx - ax, by - ay
        if fx * (py - ay) - fy * (px - ax) > 0 and fx * (qy - ay) - fy * (qx - ax) > 0:
            return False
        ax, ay = bx, by
    return True


def _hits_hexagon(px: int, py: int, qx: int, qy: int, cx: int, cy: int) -> bool:
    """``segment_touches_hexagon`` for the hexagon centred at ``(cx, cy)``: the hexagon is
    ``|x| <= 1, |x - y| <= 2, |x + y| <= 2`` about its centre, so the separating axes are
    the segment's normal and these three."""
    ex, ey = qx - px, qy - py
    # the six corners' offsets reach at most max(|ex - ey|, |ex + ey|, 2|ex|) across the
    # segment's line (as a cross product); compared squared
    across = ex * (cy - py) - ey * (cx - px)
    across *= across
    u, v = ex - ey, ex + ey
    if across > u * u and across > v * v and across > 4 * ex * ex:
        return False
    x0, y0, x1, y1 = px - cx, py - cy, qx - cx, qy - cy
    if (x0 > 1 and x1 > 1) or (x0 < -1 and x1 < -1):
        return False
    u0, u1 = x0 - y0, x1 - y1
    if (u0 > 2 and u1 > 2) or (u0 < -2 and u1 < -2):
        return False
    v0, v1 = x0 + y0, x1 + y1
    return not ((v0 > 2 and v1 > 2) or (v0 < -2 and v1 < -2))


class SightLines:
    """Line of sight on one ``Board``: usable corners, thin walls by hex, the answer cache."""

    def __init__(self, board: Board):
        # the parts of the board it reads, not the board: a board holds its SightLines, and
        # without a cycle between them a dropped board is freed at once, not by the garbage
        # collector in the middle of some later request
        self.coords, self.lattice, self.link, self.size = board.coords, board.lattice, board.link, board.size
        self.wall_pairs, self.index = board.wall_pairs, board.index
        self.cache: dict[int, bool] = {}  # key i * size + j with i < j
        self._usable: list[tuple[Point, ...] | None] = [None] * board.size
        # each thin wall's segment, listed under the lower-numbered of its two hexes (both
        # touch whatever the wall touches, so the band always holds that one)
        self.walls: dict[int, list[Segment]] = {}
        coords, lattice = board.coords, board.lattice
        for i, j in board.wall_pairs:
            if i < j:
                d = lattice[i].index(j)
                ca = corners(coords[i])
                (ax, ay), (bx, by) = ca[d], ca[(d + 1) % 6]
                self.walls.setdefault(i, []).append((ax, ay, bx, by))
        self._grid: tuple[int, int, int, int, list[int]] | None = None
        self._grid_made = board.size < GRID_MIN_HEXES  # small maps: the band is short anyway

    def _make_grid(self) -> None:
        """Prefix sums, over the map's bounding box and a margin, of the hexes that hold a
        wall (missing, or a thin wall listed under them), by row ``r`` and ``x = 2q + r``, so
        that a band (or a row of it) holding no wall is found in constant time. Not made for
        maps spread too thin (their band is walked instead)."""
        self._grid_made = True
        coords = self.coords
        x0 = min(2 * q + r for q, r in coords) - 4
        r0 = min(r for _, r in coords) - 3
        width = max(2 * q + r for q, r in coords) - x0 + 5
        height = max(r for _, r in coords) - r0 + 4
        if width * height > 32 * len(coords) + 8192:
            return
        # x and r have the same parity on a hex; the other cells are no hex and hold nothing
        blocked = [(x + r) % 2 ^ 1 for r in range(r0, r0 + height) for x in range(x0, x0 + width)]
        walls = self.walls
        for i, (q, r) in enumerate(coords):
            blocked[(r - r0) * width + 2 * q + r - x0] = 1 if i in walls else 0
        stride = width + 1
        sums = [0] * (stride * (height + 1))
        above = [0] * stride
        for r in range(height):
            row = [0, *itertools.accumulate(blocked[r * width : (r + 1) * width])]
            above = [a + b for a, b in zip(above, row, strict=True)]
            sums[(r + 1) * stride : (r + 2) * stride] = above
        budget.spend(width * height // 8 + 1)
        self._grid = (x0, r0, width, height, sums)

    def _walled(self, x_lo: int, x_hi: int, r_lo: int, r_hi: int) -> bool:
        """Some hex with ``x_lo <= 2q + r <= x_hi`` and ``r_lo <= r <= r_hi`` holds a wall
        (true when unsure)."""
        grid = self._grid
        if grid is None:
            return True
        x0, r0, width, height, sums = grid
        a, b, c, d = x_lo - x0, x_hi - x0 + 1, r_lo - r0, r_hi - r0 + 1
        if a < 0 or c < 0 or b > width or d > height:
            return True
        stride = width + 1
        return sums[d * stride + b] - sums[c * stride + b] - sums[d * stride + a] + sums[c * stride + a] > 0

    def usable(self, i: int) -> tuple[Point, ...]:
        """The corners of hex ``i`` that may start or end a sight line: not on a wall (the
        three hexes meeting there exist and no thin wall runs between any two of them)."""
        found = self._usable[i]
        if found is None:
            lat = self.lattice[i]
            pairs = self.wall_pairs
            points = corners(self.coords[i])
            if -1 not in lat and not pairs:  # six neighbours and no thin wall: every corner
                self._usable[i] = points
                return points
            ok: list[Point] = []
            for d in range(6):
                n1, n2 = lat[d - 1], lat[d]
                if n1 < 0 or n2 < 0:
                    continue
                if pairs and ((i, n1) in pairs or (i, n2) in pairs or (n1, n2) in pairs):
                    continue
                ok.append(points[d])
            found = self._usable[i] = tuple(ok)
        return found

    def _band(self, a: Point, b: Point, grid: bool = False) -> tuple[list[Segment], list[Point], int]:
        """The walls that may touch the convex hull of the hexagons centred at ``a`` and
        ``b``: (thin wall segments, centres of missing hexes, hexes looked at). With
        ``grid`` (``a`` and ``b`` are hex centres) rows holding no wall are skipped."""
        ax, ay = a
        bx, by = b
        if grid and not self._grid_made:
            self._make_grid()
        grid = grid and self._grid is not None
        ex, ey = bx - ax, by - ay
        # |cross(e, corner offset)| <= half: how far a hexagon reaches across the line; a
        # hexagon centred at c touches the strip iff |cross(e, c - a)| <= 2 * half
        half = max(abs(ex - ey), abs(ex + ey), 2 * abs(ex))
        lim = 2 * half
        x_lo, x_hi = min(ax, bx) - 2, max(ax, bx) + 2
        r_lo, r_hi = -((4 - min(ay, by)) // 3), (max(ay, by) + 4) // 3  # centres within 4 of y
        index = self.index
        walls_of = self.walls
        segments: list[Segment] = []
        holes: list[Point] = []
        looked = 0
        if grid and not self._walled(x_lo, x_hi, r_lo, r_hi):
            return segments, holes, 6  # steps: what the lookup costs, with the setup
        for r in range(r_lo, r_hi + 1):
            t = ex * (3 * r - ay)
            if ey == 0:
                if abs(t) > lim:
                    continue
                lo, hi = x_lo, x_hi
            else:
                if ey > 0:
                    v_lo, v_hi = -((lim - t) // ey), (t + lim) // ey
                else:
                    v_lo, v_hi = -((t + lim) // -ey), (lim - t) // -ey
                lo, hi = max(x_lo, ax + v_lo), min(x_hi, ax + v_hi)
            # x = 2q + r
            q_lo, q_hi = -((r - lo) // 2), (hi - r) // 2
            looked += 2
            if grid and q_lo <= q_hi and not self._walled(lo, hi, r, r):
                continue
            for q in range(q_lo, q_hi + 1):
                looked += 1
                i = index.get((q, r))
                if i is None:
                    holes.append((2 * q + r, 3 * r))
                elif i in walls_of:
                    segments.extend(walls_of[i])
        return segments, holes, looked

    def clear(self, p: Point, q: Point) -> bool:
        """The segment between integer-frame points ``p`` and ``q`` touches no wall. (The
        ends themselves are tested too: a segment starting on a wall is not clear.)"""
        # every hexagon that may touch the segment, as the band between two hexes around it
        (px, py), (qx, qy) = p, q
        segments, holes, _ = self._band((px, py), (qx, qy))
        if any(_touch(px, py, qx, qy, *s) for s in segments):
            return False
        return not any(_hits_hexagon(px, py, qx, qy, cx, cy) for cx, cy in holes)

    def visible(self, i: int, j: int) -> bool:
        """Hexes ``i`` and ``j`` (board indices) see each other. Symmetric; cached."""
        if i > j:
            i, j = j, i
        key = i * self.size + j
        cache = self.cache
        found = cache.get(key)
        if found is None:
            if len(cache) >= MAX_CACHED_PAIRS:
                cache.clear()
            found = cache[key] = self._compute(i, j)
        return found

    def _compute(self, i: int, j: int) -> bool:
        seen, work = self._look(i, j)
        budget.spend(work)
        return seen

    def _look(self, i: int, j: int) -> tuple[bool, int]:
        """Whether hexes ``i`` and ``j`` see each other, and the work it took (steps)."""
        # Neighbours with no wall line between them always see each other: the rulebook
        # ties adjacency to wall lines alone ("two hexes separated by a wall line are not
        # considered adjacent"), and a melee attack on an adjacent enemy in a one-hex
        # corridor (every corner of both hexes on a wall) is ordinary play.
        if i == j or j in self.link[i]:
            return True, 1
        from_corners, to_corners = self.usable(i), self.usable(j)
        if not from_corners or not to_corners:
            return False, 2
        (hq, hr), (kq, kr) = self.coords[i], self.coords[j]
        segments, holes, looked = self._band((2 * hq + hr, 3 * hr), (2 * kq + kr, 3 * kr), grid=True)
        if not segments and not holes:
            return True, looked + 2
        occluders = len(segments) + len(holes)
        tried = 0
        last: tuple[int, ...] = ()  # what blocked the last line: it likely blocks the next
        blocks: Callable[..., bool] = _never
        for px, py in from_corners:
            for qx, qy in to_corners:
                if px == qx and py == qy:  # a shared corner off every wall: the hexes touch there
                    return True, looked + tried * occluders // 2 + 2
                tried += 1
                if blocks(px, py, qx, qy, *last):
                    continue
                found = _first_blocker(px, py, qx, qy, segments, holes)
                if found is None:
                    return True, looked + tried * occluders // 2 + 2
                last = found
                blocks = _touch if len(last) == 4 else _hits_hexagon  # a thin wall, or a missing hex
        return False, looked + tried * occluders // 2 + 2


def _never(*_: int) -> bool:
    return False


def _first_blocker(
    px: int, py: int, qx: int, qy: int, segments: list[Segment], holes: list[Point]
) -> tuple[int, ...] | None:
    """The first of the thin wall ``segments`` and missing hexes (centred at ``holes``) that
    the segment ``pq`` touches; ``None`` if it touches none."""
    lx0, lx1 = (px, qx) if px <= qx else (qx, px)
    ly0, ly1 = (py, qy) if py <= qy else (qy, py)
    for segment in segments:
        ax, ay, bx, by = segment
        if (ax if ax <= bx else bx) > lx1 or lx0 > (bx if ax <= bx else ax):
            continue
        if (ay if ay <= by else by) > ly1 or ly0 > (by if ay <= by else ay):
            continue
        if _touch(px, py, qx, qy, ax, ay, bx, by):
            return segment
    for hole in holes:
        cx, cy = hole
        if cx - 1 > lx1 or lx0 > cx + 1 or cy - 2 > ly1 or ly0 > cy + 2:
            continue
        if _hits_hexagon(px, py, qx, qy, cx, cy):
            return hole
    return None


def sight_lines(board: Board) -> SightLines:
    """The board's ``SightLines`` (made once per board and kept with it)."""
    found = board.sight
    if found is None:
        found = board.sight = SightLines(board)
    return found


def line_of_sight(board: Board, a: Sequence[int], b: Sequence[int]) -> bool:
    """Hexes ``a`` and ``b`` of ``board`` see each other."""
    return sight_lines(board).visible(board.index[cast(Hex, tuple(a))], board.index[cast(Hex, tuple(b))])
