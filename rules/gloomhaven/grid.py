"""A map's bounding box as a flat list: what builds a ``hexes.Board`` fast.

Hex ``(q, r)`` has the integer key ``(q - q0) * span + r - r0``, with a margin of one hex
all round the map so that every lattice neighbour of a hex has a key inside the box: the
neighbour in direction ``d`` is at ``key + offsets[d]``. Keys sort as the hexes do (by
``q``, then ``r``), and integers sort much faster than pairs.
"""

from __future__ import annotations

GRID_SLACK = 16  # a map's bounding box is a list up to this many cells a hex, a dict beyond


class Grid:
    """The hexes of a map (``coords``, in board order: sorted) and their keys (``keys``);
    ``cells[key]`` is the board index of the hex with that key, or ``-1``. ``cells`` is a
    list, or for a map spread too thin for its box a dict."""

    def __init__(self, coords: list[tuple[int, int]]) -> None:
        """``coords``: the distinct hexes, sorted."""
        self.coords = coords
        n = len(coords)
        rs = [r for _, r in coords] or [0]
        q0, r0 = (coords[0][0] if n else 0) - 1, min(rs) - 1
        span = max(rs) - r0 + 2
        base = q0 * span + r0
        self.keys = keys = [q * span + r - base for q, r in coords]  # sorted, as the hexes are
        self.area = area = ((coords[-1][0] if n else 0) - q0 + 2) * span
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
        d0, d1, d2, d3, d4, d5 = self.offsets
        return [
            (cells[k + d0], cells[k + d1], cells[k + d2], cells[k + d3], cells[k + d4], cells[k + d5]) for k in keys
        ]
