"""Line of sight (rules/gloomhaven/sight.py).

Rulebook, "Line-of-sight": "a line can be drawn from any corner of the attacker's hex to any
corner of the defender's hex without touching any part of a wall (the line edge of a map
tile or the entire area of any partial hex along the edge of a map tile ...). Only walls
block line-of-sight."
"""

from fractions import Fraction

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.gloomhaven.hexes import DIRECTIONS, Board, board
from rules.gloomhaven.sight import (
    corners,
    line_of_sight,
    segment_touches_hexagon,
    segments_touch,
    sight_lines,
)

from .maps import parallelogram


def sees(b: Board, a, c) -> bool:
    return line_of_sight(b, a, c)


# --- the integer frame and the primitive tests ------------------------------------------
def test_corners_are_integer_and_shared():
    """Hex (q, r) has centre (2q + r, 3r); neighbours share exactly the two corners of
    their common edge."""
    assert corners((0, 0)) == ((1, 1), (1, -1), (0, -2), (-1, -1), (-1, 1), (0, 2))
    for d, n in enumerate(DIRECTIONS):
        shared = set(corners((0, 0))) & set(corners(n))
        assert shared == {corners((0, 0))[d], corners((0, 0))[(d + 1) % 6]}


def test_segments_touching_at_an_end_count_as_touching():
    """ "Without touching any part of a wall": an end point on the line blocks."""
    assert segments_touch((0, 2), (4, 2), (2, 2), (2, 4))  # wall ends on the line
    assert segments_touch((0, 0), (2, 0), (2, 0), (4, 0))  # collinear, end to end
    assert segments_touch((0, 0), (4, 4), (0, 4), (4, 0))  # proper crossing
    assert not segments_touch((0, 2), (4, 2), (2, 3), (2, 5))  # passes just below


def test_collinear_segments_apart_do_not_touch():
    """Collinear but disjoint segments are not a collision (the reference's case 142 is a
    regression test for exactly this)."""
    assert not segments_touch((0, 0), (2, 0), (3, 0), (5, 0))
    assert not segments_touch((2, -4), (2, -2), (2, 2), (2, 4))
    assert not segments_touch((0, 0), (1, 1), (2, 2), (3, 3))
    assert segments_touch((0, 0), (2, 2), (1, 1), (3, 3))


def test_segment_against_hexagon_corners_and_edges():
    hexagon = corners((1, 0))  # centre (2, 0)
    assert segment_touches_hexagon((0, 2), (4, 2), hexagon)  # grazes the top corner (2, 2)
    assert not segment_touches_hexagon((0, 3), (4, 3), hexagon)  # passes above it
    assert segment_touches_hexagon((3, -3), (3, 3), hexagon)  # runs along the right edge
    assert not segment_touches_hexagon((4, -3), (4, 3), hexagon)
    assert segment_touches_hexagon((-5, 0), (9, 0), hexagon)  # straight through
    assert not segment_touches_hexagon((-5, 0), (0, 0), hexagon)  # stops short, on its line


# --- line of sight on maps ----------------------------------------------------------------
def test_open_ground_everyone_sees_everyone():
    b = Board(parallelogram(7, 7))
    inner = list(parallelogram(5, 5, 1, 1))
    assert all(sees(b, a, c) for a in inner for c in inner)


def test_touching_a_missing_hexs_corner_blocks():
    """Corner-touching: the two hexes either side of a missing hex can only be joined by
    lines through the missing hex or grazing its top/bottom corner; grazing is touching,
    so there is no line of sight (an open-hexagon reading would find one)."""
    cells = [h for h in parallelogram(9, 7, -3, -3) if h != (1, 0)]
    b = Board(cells)
    assert not sees(b, (0, 0), (2, 0))
    lines = sight_lines(b)
    assert not lines.clear((0, 2), (4, 2))  # the grazing line
    # one row further out, lines pass clear of the missing hex
    assert sees(b, (0, 1), (2, 1))
    assert sees(b, (0, -1), (2, -1))


def test_touching_a_thin_walls_end_blocks():
    """A sight line through the end corner of a thin wall touches that wall."""
    wall = ((0, 1), (1, 1))  # the edge from corner (2, 2) to (2, 4)
    walled = Board(parallelogram(9, 7, -3, -3), [wall])
    open_ = Board(parallelogram(9, 7, -3, -3))
    assert not sight_lines(walled).clear((0, 2), (4, 2))
    assert sight_lines(open_).clear((0, 2), (4, 2))
    # collinear with the wall but short of it: clear; reaching its end: blocked
    assert sight_lines(walled).clear((2, -4), (2, -2))
    assert not sight_lines(walled).clear((2, -2), (2, 2))
    # other lines between the same hexes pass below the wall's end: they still see
    assert sees(walled, (0, 0), (2, 0))


def test_a_thin_wall_line_blocks_sight_across_it():
    """A wall that splits the room: nothing on one side sees the other side."""
    wall = [((2, r), (3, r)) for r in range(5)] + [((2, r + 1), (3, r)) for r in range(4)]
    b = Board(parallelogram(6, 5), wall)
    left = list(parallelogram(3, 5))
    right = list(parallelogram(3, 5, 3, 0))
    assert not any(sees(b, a, c) for a in left for c in right)
    assert sees(b, (1, 1), (1, 3)) and sees(b, (4, 1), (4, 3))


def test_sight_around_a_short_thin_wall():
    """Hexes either side of a short thin wall are not adjacent (range 2 around it), but a
    corner-to-corner line passes beside the wall: they see each other."""
    b = Board(parallelogram(7, 7), [((3, 3), (4, 3))])
    i, j = b.index[(3, 3)], b.index[(4, 3)]
    assert not b.adjacent(i, j)
    assert b.proximity(i)[j] == 2
    assert sees(b, (3, 3), (4, 3))


def test_one_hex_corridor_sees_only_neighbours():
    """In a corridor one hex wide every corner of a hex lies on the corridor's walls, so no
    line can be drawn "without touching any part of a wall" (rulebook, Line-of-sight): the
    far end of the corridor is out of sight. Neighbours still see each other — "two hexes
    separated by a wall line are not considered adjacent" ties adjacency to wall lines alone,
    and a melee attack on the enemy next to you in a corridor is ordinary play."""
    b = Board([(q, 0) for q in range(6)])
    assert sees(b, (2, 0), (3, 0))
    assert not sees(b, (2, 0), (4, 0))
    assert not sees(b, (0, 0), (5, 0))
    assert sees(b, (2, 0), (2, 0))


def test_sight_is_symmetric_and_cached():
    b = board(parallelogram(6, 6), [((2, 2), (3, 2))])
    lines = sight_lines(b)
    lines.cache.clear()
    first = sees(b, (0, 0), (5, 4))
    assert b.index[(0, 0)] * b.size + b.index[(5, 4)] in lines.cache
    assert sees(b, (5, 4), (0, 0)) == first
    assert len(lines.cache) == 1
    assert sight_lines(board(parallelogram(6, 6), [((3, 2), (2, 2))])) is lines


# --- an independent check --------------------------------------------------------------
# A slow, separately written line of sight: flat-top orientation (centre (3q, 2r + q),
# corners (+-2, 0), (+-1, +-1) after scaling), exact fractions, Cyrus-Beck clipping for the
# missing hexes, every missing hex of a margin around the map as a wall.
FLAT = ((2, 0), (1, 1), (-1, 1), (-2, 0), (-1, -1), (1, -1))


def _flat_centre(h):
    return (3 * h[0], 2 * h[1] + h[0])


def _flat_corners(h):
    x, y = _flat_centre(h)
    return [(x + dx, y + dy) for dx, dy in FLAT]


def _seg_seg(p, q, a, b):
    r = (q[0] - p[0], q[1] - p[1])
    s = (b[0] - a[0], b[1] - a[1])
    den = r[0] * s[1] - r[1] * s[0]
    ap = (a[0] - p[0], a[1] - p[1])
    if r == (0, 0):  # a single point (two hexes sharing a corner): is it on ab?
        return (
            (p[0] - a[0]) * s[1] - (p[1] - a[1]) * s[0] == 0
            and min(a[0], b[0]) <= p[0] <= max(a[0], b[0])
            and min(a[1], b[1]) <= p[1] <= max(a[1], b[1])
        )
    if den == 0:
        if ap[0] * r[1] - ap[1] * r[0] != 0:
            return False  # parallel, apart
        rr = r[0] * r[0] + r[1] * r[1]
        t0 = Fraction(ap[0] * r[0] + ap[1] * r[1], rr)
        t1 = t0 + Fraction(s[0] * r[0] + s[1] * r[1], rr)
        return max(min(t0, t1), 0) <= min(max(t0, t1), 1)
    t = Fraction(ap[0] * s[1] - ap[1] * s[0], den)
    u = Fraction(ap[0] * r[1] - ap[1] * r[0], den)
    return 0 <= t <= 1 and 0 <= u <= 1


def _seg_polygon(p, q, pts):
    """Cyrus-Beck: does the closed segment meet the closed convex polygon?"""
    lo, hi = Fraction(0), Fraction(1)
    n = len(pts)
    cx = sum(x for x, _ in pts)
    cy = sum(y for _, y in pts)
    for k in range(n):
        a, b = pts[k], pts[(k + 1) % n]
        nx, ny = b[1] - a[1], a[0] - b[0]  # a normal of the edge
        if nx * (cx - n * a[0]) + ny * (cy - n * a[1]) > 0:
            nx, ny = -nx, -ny  # make it point outwards
        num = nx * (p[0] - a[0]) + ny * (p[1] - a[1])
        den = nx * (q[0] - p[0]) + ny * (q[1] - p[1])
        if den == 0:
            if num > 0:
                return False
            continue
        t = Fraction(-num, den)
        if den > 0:
            hi = min(hi, t)
        else:
            lo = max(lo, t)
        if lo > hi:
            return False
    return True


def slow_sight(cells, walls, a, c) -> bool:
    cells = set(cells)
    qs = [h[0] for h in cells]
    rs = [h[1] for h in cells]
    missing = [
        (q, r) for q in range(min(qs) - 3, max(qs) + 4) for r in range(min(rs) - 3, max(rs) + 4) if (q, r) not in cells
    ]
    wall_segments = []
    for u, v in walls:
        shared = set(_flat_corners(u)) & set(_flat_corners(v))
        wall_segments.append(tuple(sorted(shared)))
    bad_points = {p for m in missing for p in _flat_corners(m)} | {p for s in wall_segments for p in s}
    starts = [p for p in _flat_corners(a) if p not in bad_points]
    ends = [p for p in _flat_corners(c) if p not in bad_points]
    for p in starts:
        for q in ends:
            if any(_seg_seg(p, q, s[0], s[1]) for s in wall_segments):
                continue
            if any(_seg_polygon(p, q, _flat_corners(m)) for m in missing):
                continue
            return True
    return False


@st.composite
def small_maps(draw):
    full = parallelogram(5, 4)
    keep = draw(st.lists(st.booleans(), min_size=len(full), max_size=len(full)))
    cells = [h for h, k in zip(full, keep, strict=True) if k or draw(st.booleans())]
    if len(cells) < 2:
        cells = full
    present = set(cells)
    edges = sorted(
        {
            tuple(sorted((h, (h[0] + d[0], h[1] + d[1]))))
            for h in cells
            for d in DIRECTIONS
            if (h[0] + d[0], h[1] + d[1]) in present
        }
    )
    walls = draw(st.lists(st.sampled_from(edges), max_size=5, unique=True)) if edges else []
    a = draw(st.sampled_from(cells))
    c = draw(st.sampled_from(cells))
    return cells, walls, a, c


@settings(max_examples=120, deadline=None)
@given(small_maps())
def test_sight_matches_an_independent_exact_implementation(case):
    """The fast integer test agrees with a slow one written differently (other
    orientation, fractions, other intersection algorithms, every missing hex a wall);
    and line of sight is symmetric."""
    cells, walls, a, c = case
    b = Board(cells, walls)
    # Neighbours with no wall between them always see each other (see the corridor test).
    neighbours = (c[0] - a[0], c[1] - a[1]) in DIRECTIONS and tuple(sorted((a, c))) not in walls
    expected = a == c or neighbours or slow_sight(cells, walls, a, c)
    assert sees(b, a, c) == expected
    assert sees(b, c, a) == expected
