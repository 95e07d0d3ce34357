"""Axial geometry, adjacency, walls and range (rules/gloomhaven/hexes.py)."""

from hypothesis import given
from hypothesis import strategies as st

from rules.gloomhaven import hexes as hx
from rules.gloomhaven.hexes import Board, board, distance, mirror, neighbours, rotate, symmetries

from .maps import parallelogram

coord = st.integers(-30, 30)
hex_ = st.tuples(coord, coord)


def test_neighbours_follow_design_order():
    """DESIGN: neighbours are (+1,0) (+1,-1) (0,-1) (-1,0) (-1,+1) (0,+1)."""
    assert neighbours((0, 0)) == ((1, 0), (1, -1), (0, -1), (-1, 0), (-1, 1), (0, 1))
    assert neighbours((3, -2)) == ((4, -2), (4, -3), (3, -3), (2, -2), (2, -1), (3, -1))
    assert all(distance((5, 5), n) == 1 for n in neighbours((5, 5)))
    assert hx.direction((0, 0), (0, 1)) == 5
    assert hx.direction((0, 0), (2, 0)) is None


def test_distance_examples():
    assert distance((0, 0), (0, 0)) == 0
    assert distance((0, 0), (3, 0)) == 3
    assert distance((0, 0), (3, -3)) == 3
    assert distance((0, 0), (2, 2)) == 4
    assert distance((-1, 4), (2, -1)) == 5


@given(hex_, hex_, hex_)
def test_distance_is_a_metric(a, b, c):
    assert distance(a, b) == distance(b, a) >= 0
    assert (distance(a, b) == 0) == (a == b)
    assert distance(a, c) <= distance(a, b) + distance(b, c)


@given(hex_, hex_, st.integers(0, 11))
def test_rotations_and_mirror_keep_distances(a, b, turns):
    def move(h):
        return mirror(rotate(h, turns)) if turns >= 6 else rotate(h, turns)

    assert distance(move(a), move(b)) == distance(a, b)
    assert rotate(a, 6) == a
    assert mirror(mirror(a)) == a


def test_one_turn_steps_through_the_directions():
    for d, step in enumerate(hx.DIRECTIONS):
        assert rotate(step) == hx.DIRECTIONS[(d - 1) % 6]


def test_aoe_symmetries():
    """An area may be turned to any orientation (rulebook, "Area Effects": "any rotational
    orientation of the depicted diagram is valid") and mirrored (official FAQ: "in addition
    to applying any rotation ... you can also use the mirror image")."""
    line = [(1, 0), (2, 0)]
    assert len(symmetries(line)) == 6  # a straight line is its own mirror image
    bent = [(1, 0), (2, -1), (2, 0)]
    assert len(symmetries(bent, reflections=False)) == 6
    images = symmetries(bent)
    assert len(images) == 12
    assert tuple(sorted(bent)) in images
    assert all(len(set(im)) == 3 and (0, 0) not in im for im in images)
    ring = list(neighbours((0, 0)))
    assert len(symmetries(ring)) == 1


def test_thin_walls_break_adjacency():
    """Rulebook: "two hexes separated by a wall line are not considered adjacent"."""
    b = Board(parallelogram(3, 3), [((1, 1), (2, 1))])
    i, j, k = b.index[(1, 1)], b.index[(2, 1)], b.index[(1, 0)]
    assert not b.adjacent(i, j) and not b.adjacent(j, i)
    assert b.adjacent(i, k)
    assert b.walled((2, 1), (1, 1))
    assert j not in b.link[i]


def test_range_is_counted_around_walls():
    """Rulebook: "range cannot be counted through walls" — around thin walls and missing
    hexes, but through everything else."""
    # a wall line between columns q <= 1 and q >= 2, with a gap between (1,4) and (2,4)
    wall = [((1, r), (2, r)) for r in range(4)] + [((1, r + 1), (2, r)) for r in range(4)]
    b = Board(parallelogram(4, 5), wall)
    a, c = b.index[(1, 0)], b.index[(2, 0)]
    assert distance((1, 0), (2, 0)) == 1
    # around the end of the wall: (1,0) -> (1,4) is 4, across the gap 1, back up 4
    assert b.proximity(a)[c] == 9
    open_board = Board(parallelogram(4, 5))
    assert open_board.proximity(open_board.index[(1, 0)])[open_board.index[(2, 0)]] == 1


def test_missing_hexes_split_the_map():
    cells = [h for h in parallelogram(5, 1) if h != (2, 0)]
    b = Board(cells)
    assert b.proximity(b.index[(0, 0)])[b.index[(4, 0)]] == hx.UNREACHABLE
    assert b.ball(b.index[(0, 0)], 5) == {b.index[(0, 0)], b.index[(1, 0)]}


def test_ball_matches_proximity():
    b = Board(parallelogram(6, 6), [((2, 2), (3, 2)), ((2, 3), (3, 2))])
    centre = b.index[(2, 2)]
    for radius in range(4):
        fresh = Board(parallelogram(6, 6), [((2, 2), (3, 2)), ((2, 3), (3, 2))]).ball(centre, radius)
        assert fresh == {i for i, d in enumerate(b.proximity(centre)) if d <= radius}


def test_boards_are_shared_between_requests_on_one_map():
    cells = parallelogram(4, 4)
    first = board(cells, [((0, 0), (1, 0))])
    again = board(list(reversed(cells)), [((1, 0), (0, 0))])
    assert first is again
    assert board(cells) is not first


def test_board_refuses_walls_between_non_neighbours():
    import pytest

    with pytest.raises(ValueError):
        Board(parallelogram(3, 3), [((0, 0), (2, 0))])
    with pytest.raises(ValueError):
        Board(parallelogram(3, 3), [((0, 0), (9, 9))])
