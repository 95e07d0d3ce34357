"""Line of sight between two hexes of a ``Board``, exactly, with a cache per map.

Rule (rulebook, "Line-of-sight"): a figure sees another "if a line can be drawn from any
corner of the attacker's hex to any corner of the defender's hex without touching any part
of a wall (the line edge of a map tile or the entire area of any partial hex along the edge
of a map tile ...). Only walls block line-of-sight." Figures, obstacles, traps do not.

What is a wall here:

* every hex that does not exist, as a closed hexagon (its whole area, edges and corners);
* every thin wall, as the closed segment of the edge between its two hexes.

What "touching" means — decided as in the Monster Mover reference, and as the rule says:

* a sight line may not cross, run along, or even touch a wall; touching a wall's end
  corner blocks it;
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

Speed: each map keeps a cache of answered pairs; the corners usable per hex and the
occluders (thin walls, missing hexes next to existing ones — a sight line between existing
hexes cannot reach a farther missing hex without touching a nearer one) are computed once.
A query only tests occluders whose bounding box meets the two hexes' bounding box, and stops
at the first clear corner-to-corner line.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, cast

from .hexes import DIRECTIONS, Board, Hex

#: A point of the integer frame (a hex corner or centre).
Point = tuple[int, int]
#: ``("w", p, q, bbox)``: a thin wall's segment ``pq``; ``("h", corners, None, bbox)``: a
#: missing hex as its six corners. ``bbox`` is ``(x0, y0, x1, y1)``. The middle members' types
#: depend on the kind, which the loops read by unpacking, so they stay ``Any``.
Occluder = tuple[str, Any, Any, tuple[int, int, int, int]]

# Corner d lies between the edges towards directions d-1 and d; edge d joins corners d, d+1.
CORNERS: tuple[Point, ...] = ((1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1), (0, 2))
BUCKET = 16  # side of the square buckets (in lattice units) of the occluder index
MAX_CACHED_PAIRS = 50_000  # per map; the cache starts afresh when it is full


def centre(h: Hex) -> Point:
    """The hex's centre in the integer frame."""
    return (2 * h[0] + h[1], 3 * h[1])


def corners(h: Hex) -> tuple[Point, ...]:
    x, y = centre(h)
    return tuple((x + dx, y + dy) for dx, dy in CORNERS)


def _cross(ax: int, ay: int, bx: int, by: int, cx: int, cy: int) -> int:
    """Twice the signed area of triangle abc: > 0 left turn, < 0 right turn, 0 collinear."""
    return (bx - ax) * (cy - ay) - (by - ay) * (cx - ax)


def segments_touch(p: Point, q: Point, a: Point, b: Point) -> bool:
    """Closed segments ``pq`` and ``ab`` share at least one point (integer coordinates)."""
    px, py = p
    qx, qy = q
    ax, ay = a
    bx, by = b
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


class SightLines:
    """Line of sight on one ``Board``: usable corners, occluders, and the answer cache."""

    def __init__(self, board: Board):
        self.board = board
        coords, lattice = board.coords, board.lattice
        self.cache: dict[int, bool] = {}  # key i * size + j with i < j
        # occluders: ("w", p, q, bbox) a thin wall's segment; ("h", corners, None, bbox) a
        # missing hex next to the map, as its six corners
        occluders: list[Occluder] = []
        for i, j in board.wall_pairs:
            if i < j:
                d = lattice[i].index(j)
                ca = corners(coords[i])
                p, q = ca[d], ca[(d + 1) % 6]
                occluders.append(("w", p, q, (min(p[0], q[0]), min(p[1], q[1]), max(p[0], q[0]), max(p[1], q[1]))))
        missing: set[Hex] = set()
        for (hq, hr), lat in zip(coords, lattice, strict=True):
            if -1 in lat:
                for d, j in enumerate(lat):
                    if j < 0:
                        missing.add((hq + DIRECTIONS[d][0], hr + DIRECTIONS[d][1]))
        for m in sorted(missing):
            x, y = centre(m)
            occluders.append(("h", corners(m), None, (x - 1, y - 2, x + 1, y + 2)))
        self.occluders = occluders
        self.buckets: dict[tuple[int, int], list[int]] = {}
        for k, occ in enumerate(occluders):
            x0, y0, x1, y1 = occ[3]
            for bx in range(x0 // BUCKET, x1 // BUCKET + 1):
                for by in range(y0 // BUCKET, y1 // BUCKET + 1):
                    self.buckets.setdefault((bx, by), []).append(k)
        self._usable: list[tuple[Point, ...] | None] = [None] * board.size

    def usable(self, i: int) -> tuple[Point, ...]:
        """The corners of hex ``i`` that may start or end a sight line: not on a wall (the
        three hexes meeting there exist and no thin wall runs between any two of them)."""
        found = self._usable[i]
        if found is None:
            lat = self.board.lattice[i]
            pairs = self.board.wall_pairs
            points = corners(self.board.coords[i])
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

    def _nearby(self, x0: int, y0: int, x1: int, y1: int) -> list[Occluder]:
        """Occluders whose bounding box meets the box ``[x0, x1] x [y0, y1]``."""
        found: list[Occluder] = []
        seen: set[int] = set()
        buckets = self.buckets
        occluders = self.occluders
        for bx in range(x0 // BUCKET, x1 // BUCKET + 1):
            for by in range(y0 // BUCKET, y1 // BUCKET + 1):
                for k in buckets.get((bx, by), ()):
                    if k in seen:
                        continue
                    seen.add(k)
                    occ = occluders[k]
                    ox0, oy0, ox1, oy1 = occ[3]
                    if ox0 <= x1 and x0 <= ox1 and oy0 <= y1 and y0 <= oy1:
                        found.append(occ)
        return found

    def clear(self, p: Point, q: Point) -> bool:
        """The segment between integer-frame points ``p`` and ``q`` touches no wall. (The
        ends themselves are tested too: a segment starting on a wall is not clear.)"""
        nearby = self._nearby(min(p[0], q[0]), min(p[1], q[1]), max(p[0], q[0]), max(p[1], q[1]))
        for kind, a, b, _ in nearby:
            if kind == "w":
                if segments_touch(p, q, a, b):
                    return False
            elif segment_touches_hexagon(p, q, a):
                return False
        return True

    def visible(self, i: int, j: int) -> bool:
        """Hexes ``i`` and ``j`` (board indices) see each other. Symmetric; cached."""
        if i > j:
            i, j = j, i
        key = i * self.board.size + j
        cache = self.cache
        found = cache.get(key)
        if found is None:
            if len(cache) >= MAX_CACHED_PAIRS:
                cache.clear()
            found = cache[key] = self._compute(i, j)
        return found

    def _compute(self, i: int, j: int) -> bool:
        # Neighbours with no wall line between them always see each other: the rulebook
        # ties adjacency to wall lines alone ("two hexes separated by a wall line are not
        # considered adjacent"), and a melee attack on an adjacent enemy in a one-hex
        # corridor (every corner of both hexes on a wall) is ordinary play.
        if i == j or self.board.adjacent(i, j):
            return True
        from_corners, to_corners = self.usable(i), self.usable(j)
        if not from_corners or not to_corners:
            return False
        coords = self.board.coords
        (ax, ay), (bx, by) = centre(coords[i]), centre(coords[j])
        nearby = self._nearby(min(ax, bx) - 1, min(ay, by) - 2, max(ax, bx) + 1, max(ay, by) + 2)
        if not nearby:
            return True
        for p in from_corners:
            px, py = p
            for q in to_corners:
                if p == q:  # a shared corner off every wall: the hexes touch there
                    return True
                qx, qy = q
                lx0, lx1 = (px, qx) if px <= qx else (qx, px)
                ly0, ly1 = (py, qy) if py <= qy else (qy, py)
                for kind, a, b, (ox0, oy0, ox1, oy1) in nearby:
                    if ox0 > lx1 or lx0 > ox1 or oy0 > ly1 or ly0 > oy1:
                        continue
                    if kind == "w":
                        if segments_touch(p, q, a, b):
                            break
                    elif segment_touches_hexagon(p, q, a):
                        break
                else:
                    return True
        return False


def sight_lines(board: Board) -> SightLines:
    """The board's ``SightLines`` (made once per board and kept with it)."""
    found = board.sight
    if found is None:
        found = board.sight = SightLines(board)
    return found


def line_of_sight(board: Board, a: Sequence[int], b: Sequence[int]) -> bool:
    """Hexes ``a`` and ``b`` of ``board`` see each other."""
    return sight_lines(board).visible(board.index[cast(Hex, tuple(a))], board.index[cast(Hex, tuple(b))])
