"""Line of sight through a doorway: a one-hex gap in a wall line, seen from long range.

Rulebook, "Line-of-sight": a figure sees another if "a line can be drawn from any corner of
the attacker's hex to any corner of the defender's hex without touching any part of a wall
(the line edge of a map tile or the entire area of any partial hex along the edge of a map
tile ...)". A thin wall's end point is part of the wall: a line through the end of the wall
segment beside a doorway touches the wall and is blocked, like any other touch.

Two sources check this here:

* the reference's doorway cases (Monster Mover, AluminumAngel/gloom, MIT: the scenarios 34-53
  of ``server/scenarios.py``; maps and answers only, converted as the 79 shared cases are).
  34, 39, 42-45, 47, 48, 50 and 51 are among the shared cases; the others were held out.
  Case 38 is the witness for the end-point rule: its only line from the nearer hex passes
  exactly through the end of a thin wall, and the reference does not accept it. Case 37
  differs from the reference for another reason, the map's edge (``test_reference_case_37``);
* hand-built doorways at several ranges and angles, each checked against the separately
  written exact line of sight of ``test_sight.py`` as well.
"""

from __future__ import annotations

import pytest

from rules.gloomhaven import monster_moves
from rules.gloomhaven.hexes import Board
from rules.gloomhaven.sight import line_of_sight, segments_touch, sight_lines

from .maps import options, parallelogram
from .test_sight import slow_sight

Hex = tuple[int, int]


# --- the reference's doorway cases ---------------------------------------------------------
def grid(column: int, row: int) -> Hex:
    """Cell (column, row) of the reference's 16 x 7 sample grid, in axial coordinates (the
    conversion the shared cases use)."""
    return (column, row - column // 2)


GRID = [grid(c, row) for c in range(16) for row in range(7)]
# beyond the grid's edge: the reference leaves this space open for sight (see case 37)
RING = [grid(c, row) for c in range(-2, 18) for row in range(-2, 9) if not (0 <= c < 16 and 0 <= row < 7)]

# 34-43: a wall line across the grid's row 2 made of missing hexes and thin walls, with a
# one-hex doorway at grid(6, 2) = (6, -1) between the thin walls (5,-1)|(5,0) and (7,-2)|(7,-1).
THIN_MISSING = {grid(0, 0), grid(0, 1), grid(0, 2), grid(2, 2), grid(4, 2), grid(8, 2), grid(10, 2)} | {
    grid(12, row) for row in range(3)
}
THIN_WALLS = [(grid(c, 1), grid(c, 2)) for c in (1, 3, 5, 7, 9, 11)]
# 44-53: a wall of missing hexes down the grid's column 4, with a one-hex doorway at
# grid(4, 3) = (4, 1).
HOLE_MISSING = {grid(4, row) for row in (0, 1, 2, 4, 5, 6)}

# case: (monster, character, the monster's destinations; it attacks the character from each)
THIN_CASES = {
    34: ((0, 3), (2, 0), {(6, -1)}),
    35: ((0, 3), (3, -1), {(6, -1), (6, 0)}),
    36: ((0, 3), (3, 0), {(6, -1)}),
    38: ((0, 3), (4, -1), {(6, -1), (6, 0)}),
    39: ((0, 3), (5, -2), {(4, 4), (5, 0), (5, 1), (5, 2), (5, 3)}),
    40: ((0, 3), (5, -1), {(3, 4), (4, 2), (4, 3)}),
    41: ((0, 3), (6, -3), {(3, 4), (4, 2), (4, 3)}),
    42: ((0, 3), (6, -2), {(0, 5), (1, 4), (2, 3)}),
    43: ((0, 3), (6, -1), {(0, 3)}),
}
HOLE_CASES = {
    44: ((5, -2), (1, 0), {(4, 1), (5, 1)}),
    45: ((5, -2), (2, 0), {(4, 1), (5, 1)}),
    46: ((5, -2), (3, -1), {(4, 1)}),
    47: ((5, -2), (1, 1), {(5, 0)}),
    48: ((5, -2), (2, 1), {(5, 0)}),
    49: ((5, -2), (3, 0), {(4, 1), (5, 1)}),
    50: ((5, -2), (1, 2), {(5, 0), (6, -1)}),
    51: ((5, -2), (2, 2), {(5, 0), (6, -1), (7, -2)}),
    52: ((5, -2), (3, 1), {(5, 0), (6, -1), (7, -2)}),
    53: ((5, -2), (4, 1), {(5, -2)}),
}


def reference_request(missing, walls, monster: Hex, character: Hex, open_beyond: bool = False) -> dict:
    """The case as a request (move 6, range 7, one target). ``open_beyond`` adds a ring of
    obstacle hexes around the grid: they stop movement but not sight, so the room goes on
    beyond the grid's edge for line of sight, as in the reference."""
    hexes = [h for h in GRID if h not in missing]
    obstacles = RING if open_beyond else []
    return {
        "map": {
            "hexes": [list(h) for h in hexes + obstacles],
            "thin_walls": [[list(a), list(b)] for a, b in walls],
            "obstacles": [list(h) for h in obstacles],
        },
        "figures": [
            {"id": "A", "side": "monster", "hex": list(monster)},
            {"id": "C1", "side": "character", "hex": list(character)},
        ],
        "active": "A",
        "ability": {"move": 6, "range": 7, "target": 1, "flying": False, "jump": False, "muddled": False},
    }


def expected(character: Hex, destinations) -> set:
    return {(d, (character,)) for d in destinations}


@pytest.mark.parametrize("case", sorted(THIN_CASES), ids=lambda n: f"case-{n}")
def test_reference_doorway_between_thin_walls(case):
    """A long-range attack through a one-hex doorway between thin-wall segments (rulebook:
    "without touching any part of a wall"; a thin wall's end point is part of it)."""
    monster, character, destinations = THIN_CASES[case]
    result = monster_moves(reference_request(THIN_MISSING, THIN_WALLS, monster, character))
    assert options(result) == expected(character, destinations)


@pytest.mark.parametrize("case", sorted(HOLE_CASES), ids=lambda n: f"case-{n}")
def test_reference_doorway_between_missing_hexes(case):
    """The same through a doorway in a wall of missing hexes ("the entire area of any
    partial hex along the edge of a map tile" is wall)."""
    monster, character, destinations = HOLE_CASES[case]
    result = monster_moves(reference_request(HOLE_MISSING, [], monster, character))
    assert options(result) == expected(character, destinations)


def test_reference_case_38_a_line_through_a_thin_walls_end_is_blocked():
    """The nearer hex (5, 0) has just one corner-to-corner line towards (4, -1) that avoids
    the wall segments' inner points: (11, -1) to (8, -4) in the integer frame, and it passes
    exactly through (10, -2), the end of the thin wall (5,-1)|(5,0) beside the doorway. That
    touches the wall (rulebook: "without touching any part of a wall"), so the monster walks
    into the doorway instead - the reference's answer too."""
    b = Board([h for h in GRID if h not in THIN_MISSING], THIN_WALLS)
    lines = sight_lines(b)
    assert not line_of_sight(b, (5, 0), (4, -1))
    assert segments_touch((11, -1), (8, -4), (10, -2), (9, -1))  # at the wall's end, (10, -2)
    assert not lines.clear((11, -1), (8, -4))
    shorter = Board(b.coords, [w for w in THIN_WALLS if w != ((5, -1), (5, 0))])
    assert sight_lines(shorter).clear((11, -1), (8, -4))  # without that wall the line is free
    assert line_of_sight(b, (6, -1), (4, -1)) and line_of_sight(b, (6, 0), (4, -1))


def test_reference_case_37_differs_only_at_the_maps_edge():
    """Held-out case 37: the character at (4, -2) stands on the grid's top row. The reference
    answers (5, 0); it leaves the space beyond its sample grid open, so it may use the
    character's top corner (7, -7): the line (11, -1) to (7, -7) passes the doorway clear of
    both thin walls. In a request that corner lies on the map's edge, a wall ("the line edge
    of a map tile"; DESIGN: anything not listed is wall), and the one other line, (11, -1) to
    (7, -5), runs through the thin wall's end (10, -2) as in case 38. So (5, 0) does not see
    the character and the monster attacks from the doorway or the hex below it. With the room
    going on beyond the grid (obstacle hexes: they do not block sight) the answer is the
    reference's."""
    monster, character = (0, 3), (4, -2)
    as_converted = monster_moves(reference_request(THIN_MISSING, THIN_WALLS, monster, character))
    assert options(as_converted) == expected(character, {(6, -1), (6, 0)})
    room_goes_on = monster_moves(reference_request(THIN_MISSING, THIN_WALLS, monster, character, open_beyond=True))
    assert options(room_goes_on) == expected(character, {(5, 0)})

    edged = Board([h for h in GRID if h not in THIN_MISSING], THIN_WALLS)
    opened = Board([h for h in GRID if h not in THIN_MISSING] + RING, THIN_WALLS)
    assert not line_of_sight(edged, (5, 0), (4, -2)) and line_of_sight(opened, (5, 0), (4, -2))
    assert (7, -7) not in sight_lines(edged).usable(edged.index[(4, -2)])
    assert (7, -7) in sight_lines(opened).usable(opened.index[(4, -2)])
    assert sight_lines(opened).clear((11, -1), (7, -7))
    assert not sight_lines(edged).clear((11, -1), (7, -5))


# --- hand-built doorways ---------------------------------------------------------------------
ROOM = parallelogram(17, 15, -8, -7)  # q -8..8, r -7..7
_IN = set(ROOM)
# A wall line between rows 0 and 1 (the lower hexes' two upper edges), open above (0, 1): the
# doorway's edges end at the wall ends (0, 2) and (2, 2) of the integer frame.
ROW_WALL = [
    edge
    for q in range(-9, 9)
    if q != 0
    for edge in (((q, 0), (q, 1)), ((q + 1, 0), (q, 1)))
    if edge[0] in _IN and edge[1] in _IN
]
# A wall line between the columns q = 0 and q = 1 (the left hexes' two right edges), open
# right of (0, 0): the wall ends are (1, 1) and (0, -2).
COL_WALL = [
    edge
    for r in range(-8, 9)
    if r != 0
    for edge in (((0, r), (1, r)), ((0, r), (1, r - 1)))
    if edge[0] in _IN and edge[1] in _IN
]
WALLS = {"row": ROW_WALL, "col": COL_WALL}


def distance(a: Hex, b: Hex) -> int:
    dq, dr = b[0] - a[0], b[1] - a[1]
    return max(abs(dq), abs(dr), abs(dq + dr))


# (wall, viewer, target, sees): through the doorway at ranges 8-21 and several angles
DOORWAY_PAIRS = [
    ("row", (0, 6), (0, -6), True),
    ("row", (-3, 7), (3, -6), True),
    ("row", (2, 5), (-2, -4), True),
    ("row", (-4, 7), (4, -7), True),
    ("row", (-6, 5), (6, -4), True),
    ("row", (3, 6), (-4, -4), True),
    ("row", (4, 6), (-3, -7), True),
    ("row", (-2, 5), (1, -3), True),  # one hex beside a grazing line (below)
    ("row", (-1, 6), (0, -7), True),
    ("row", (5, 4), (-2, -2), True),
    ("row", (-6, 5), (-6, -4), False),  # too far to one side: the wall is in the way
    ("row", (4, 5), (6, -5), False),
    ("row", (-2, 5), (-1, -3), False),
    ("col", (-7, 0), (7, 0), True),
    ("col", (-6, 3), (6, -3), True),
    ("col", (-4, -2), (5, 2), True),
    ("col", (-8, 2), (8, -1), True),
    ("col", (-7, 5), (7, -5), True),
    ("col", (-8, -3), (8, 2), True),
    ("col", (-7, 1), (7, 0), True),
    ("col", (-6, 4), (6, -3), True),
    ("col", (-5, 3), (5, -2), True),
    ("col", (-6, 3), (6, 3), False),
    ("col", (-6, 4), (6, -1), False),
]

# (wall, viewer, target, corner P, corner Q, wall end W, the wall W ends): blocked, because the
# only corner-to-corner line that passes the doorway, P to Q, runs exactly through W.
GRAZING = [
    ("row", (-2, 5), (0, -3), (2, 14), (-2, -10), (0, 2), ((0, 0), (-1, 1))),  # range 8
    ("row", (-1, 6), (-1, -6), (5, 17), (-7, -19), (0, 2), ((0, 0), (-1, 1))),  # range 12
    ("row", (-6, 3), (6, -3), (-8, 10), (10, -8), (0, 2), ((0, 0), (-1, 1))),  # range 12, shallow
    ("row", (5, 4), (-2, -3), (14, 14), (-8, -8), (2, 2), ((1, 0), (1, 1))),  # range 14
    ("col", (-5, 1), (5, 1), (-9, 1), (11, 1), (1, 1), ((0, 1), (1, 0))),  # range 10
    ("col", (-7, 1), (7, 1), (-13, 1), (15, 1), (1, 1), ((0, 1), (1, 0))),  # range 14
    ("col", (-6, 4), (6, -2), (-8, 10), (10, -8), (1, 1), ((0, 1), (1, 0))),  # range 12
    ("col", (-5, 3), (5, -1), (-7, 7), (9, -5), (1, 1), ((0, 1), (1, 0))),  # range 10
]


@pytest.mark.parametrize("wall, viewer, target, sees", DOORWAY_PAIRS)
def test_sight_through_a_one_hex_doorway(wall, viewer, target, sees):
    """Rulebook: "a line can be drawn from any corner of the attacker's hex to any corner of
    the defender's hex without touching any part of a wall"."""
    assert distance(viewer, target) >= 8
    b = Board(ROOM, WALLS[wall])
    assert line_of_sight(b, viewer, target) is sees
    assert line_of_sight(b, target, viewer) is sees
    assert slow_sight(ROOM, WALLS[wall], viewer, target) is sees


@pytest.mark.parametrize("wall, viewer, target, p, q, end, segment", GRAZING)
def test_a_line_through_the_doorways_wall_end_is_blocked(wall, viewer, target, p, q, end, segment):
    """Rulebook: "without touching any part of a wall" - the end point of the thin wall
    beside the doorway is part of the wall, so the line through it does not count, and no
    other line passes the doorway: no line of sight. Without that one wall segment the same
    line is free."""
    walls = WALLS[wall]
    assert segment in walls
    b = Board(ROOM, walls)
    lines = sight_lines(b)
    assert p in lines.usable(b.index[viewer]) and q in lines.usable(b.index[target])
    # W lies on the line strictly between its ends
    assert (q[0] - p[0]) * (end[1] - p[1]) == (q[1] - p[1]) * (end[0] - p[0])
    assert min(p[0], q[0]) < end[0] < max(p[0], q[0]) or min(p[1], q[1]) < end[1] < max(p[1], q[1])
    assert not lines.clear(p, q)
    assert sight_lines(Board(ROOM, [w for w in walls if w != segment])).clear(p, q)
    assert not line_of_sight(b, viewer, target) and not line_of_sight(b, target, viewer)
    assert not slow_sight(ROOM, walls, viewer, target)


@pytest.mark.parametrize("wall", sorted(WALLS))
def test_doorway_agrees_with_the_independent_check(wall):
    """Every viewer on one side of the wall, every target on the other (ranges 5 to 16):
    the fast test and the separately written exact one agree."""
    walls = WALLS[wall]
    b = Board(ROOM, walls)
    if wall == "row":
        near = [h for h in ROOM if h[1] in (3, 6) and -5 <= h[0] <= 3]
        far = [h for h in ROOM if h[1] in (-3, -6) and -3 <= h[0] <= 6]
    else:
        near = [h for h in ROOM if h[0] in (-3, -6) and -4 <= h[1] <= 5]
        far = [h for h in ROOM if h[0] in (4, 7) and -6 <= h[1] <= 3]
    seen = 0
    for a in near:
        for c in far:
            got = line_of_sight(b, a, c)
            assert got == slow_sight(ROOM, walls, a, c), (a, c)
            seen += got
    assert 0 < seen < len(near) * len(far)  # both answers occur
