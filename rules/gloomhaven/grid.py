"""A map's bounding box as a flat list: what builds a ``hexes.Board`` fast.

Hex ``(q, r)`` has the integer key ``(q - q0) * span + r - r0``, with a margin of one hex
all round the map so that every lattice neighbour of a hex has a key inside the box: the
neighbour in direction ``d`` is at ``key + offsets[d]``. Keys sort as the hexes do (by
``q``, then ``r``), and integers sort much faster than pairs.
"""

from __future__ import annotations

import operator

Columns = tuple[int, ...]

GRID_SLACK = 16  # a map's bounding box is a list up to this many cells a hex, a dict beyond


class Grid:
    """The hexes of a map (``coords``, in board order: sorted) and their keys (``keys``);
    ``cells[key]`` is the board index of the hex with that key, or ``-1``. ``cells`` is a
    list, or for a map spread too thin for its box a dict."""

    def __init__(self, pts: list[tuple[int, int]], qs: Columns, rs: Columns) -> None:
        """``pts``: the distinct hexes, in any order; ``qs``, ``rs``: their coordinates."""
        n = len(pts)
        if not n:
            qs, rs = (0,), (0,)
        q0, r0 = min(qs) - 1, min(rs) - 1
        span = max(rs) - r0 + 2
        base = q0 * span + r0
        keys = [q * span + r - base for q, r in pts]
        at_key = dict(zip(keys, pts, strict=True))
        keys.sort()
        self.keys = keys
        self.coords = list(map(at_key.__getitem__, keys))
        self.area = area = (max(qs) - q0 + 2) * span
        self.cells: list[int] | dict[int, int]
        if area <= GRID_SLACK * (n + 64):
            self.cells = cells = [-1] * area
            for k, i in zip(keys, range(n), strict=True):
                cells[k] = i
        else:
            self.cells = dict(zip(keys, range(n), strict=True))
        self.offsets = (span, span - 1, -1, -span, 1 - span, 1)  # of hexes.DIRECTIONS, in order

    def lattice(self) -> list[tuple[int, ...]]:
        """For each hex (board order), its six lattice neighbours' indices (``-1``: none)."""
        cells, keys = self.cells, self.keys
        if not isinstance(cells, list):
            get = cells.get
            return [tuple(get(k + d, -1) for d in self.offsets) for k in keys]
        if not keys:
            return []
        at = operator.itemgetter(*keys, 0)  # the extra 0: always a tuple
        # the neighbours in direction d: the cells shifted by offsets[d], at the keys
        columns = [at(cells[d:] if d > 0 else [-1] * -d + cells)[:-1] for d in self.offsets]
        return list(zip(*columns, strict=True))
