"""Squares, shapes and the board of a content pack: what the pack checks (and, later, the
engine) ask about the map. A square is ``(x, y)``; x grows east, y grows south."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import Any

Square = tuple[int, int]
COLOUR_CODE = {"red": "r", "beige": "b", "green": "g", "grey": "c"}
UNBUILDABLE = "kp."  # river/wall, purple, off-board


def cells(shape: Iterable[Iterable[int]]) -> set[Square]:
    return {(int(x), int(y)) for x, y in shape}


def orthogonal(square: Square) -> Iterator[Square]:
    x, y = square
    yield from ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))


def adjacent(square: Square) -> Iterator[Square]:
    """The 8 neighbours: diagonals count as adjacent (L179–181)."""
    x, y = square
    yield from ((x + dx, y + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1) if dx or dy)


def connected(squares: set[Square]) -> bool:
    """Whether ``squares`` form one orthogonally connected piece."""
    if not squares:
        return False
    seen, todo = set(), [next(iter(squares))]
    while todo:
        square = todo.pop()
        if square in seen:
            continue
        seen.add(square)
        todo.extend(n for n in orthogonal(square) if n in squares)
    return seen == squares


def normalised(squares: Iterable[Square]) -> frozenset[Square]:
    squares = list(squares)
    left, top = min(x for x, _ in squares), min(y for _, y in squares)
    return frozenset((x - left, y - top) for x, y in squares)


def rotations(shape: set[Square]) -> set[frozenset[Square]]:
    """The shape's distinct rotations (never mirrored, Q23), each moved to the origin."""
    found, current = set(), list(shape)
    for _ in range(4):
        found.add(normalised(current))
        current = [(-y, x) for x, y in current]
    return found


class Board:
    """The pack's map: terrain and section of each square, and the fixed spots."""

    def __init__(self, board: dict[str, Any]) -> None:
        self.width: int = board["width"]
        self.height: int = board["height"]
        self.terrain_rows: list[str] = board["terrain"]
        self.section_rows: list[str] = board["sections"]
        self.fixed: dict[str, set[Square]] = {key: cells(spot) for key, spot in board["fixed"].items()}

    def squares(self) -> Iterator[Square]:
        return ((x, y) for y in range(self.height) for x in range(self.width))

    def terrain(self, square: Square) -> str:
        x, y = square
        inside = 0 <= x < self.width and 0 <= y < self.height
        return self.terrain_rows[y][x] if inside else "."

    def section(self, square: Square) -> int | None:
        if self.terrain(square) in UNBUILDABLE:
            return None
        x, y = square
        return int(self.section_rows[y][x])

    def blue(self) -> set[Square]:
        return set().union(*self.fixed.values())

    def buildable(self, square: Square) -> bool:
        """Open to a building on the empty board: on the map, not black, purple or blue."""
        return self.terrain(square) not in UNBUILDABLE and square not in self.blue()

    def placements(self, shape: set[Square], colour: str) -> Iterator[frozenset[Square]]:
        """Every placement of ``shape`` (any rotation) on the empty board with a square of
        ``colour`` (L498–502)."""
        code = COLOUR_CODE[colour]
        for rotation in rotations(shape):
            for dx, dy in self.squares():
                placed = frozenset((x + dx, y + dy) for x, y in rotation)
                if all(map(self.buildable, placed)) and any(self.terrain(s) == code for s in placed):
                    yield placed
