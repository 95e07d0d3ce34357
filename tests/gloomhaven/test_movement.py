"""Movement: normal, Jump, Flying; traps, hazardous and difficult terrain
(rules/gloomhaven/movement.py). Rulebook, "Move"; Italian summary, "Movimento Mostri"."""

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.gloomhaven.hexes import UNREACHABLE, Board
from rules.gloomhaven.movement import FLYING, JUMP, NORMAL, Mover, Terrain

from .maps import parse


def mover(drawing: str, mode: str = NORMAL, walls=()):
    """(mover, board, hex of A) for a drawing; characters are enemies."""
    game_map, figures = parse(drawing)
    b = Board([tuple(h) for h in game_map["hexes"]], walls)
    idx = b.index

    def cells(key):
        return frozenset(idx[tuple(h)] for h in game_map[key])

    terrain = Terrain(cells("obstacles"), cells("traps"), cells("hazardous"), cells("difficult"))
    active = next(idx[tuple(f["hex"])] for f in figures if f["id"] == "A")
    enemies = frozenset(idx[tuple(f["hex"])] for f in figures if f["side"] == "character")
    occupied = frozenset(idx[tuple(f["hex"])] for f in figures if f["id"] != "A")
    return Mover(b, terrain, mode, enemies, occupied), b, active


def cost(m: Mover, b: Board, start: int, h) -> tuple[int, int]:
    traps, steps = m.costs_from(start)
    i = b.index[h]
    return traps[i], steps[i]


def test_through_allies_not_enemies():
    """ "Figures can move through allies, but cannot move through enemies"."""
    m, b, a = mover("A M . .")
    assert cost(m, b, a, (3, 0)) == (0, 3)
    assert not m.can_end(b.index[(1, 0)])  # "cannot end its movement in the same hex"
    m, b, a = mover("A 1 . .")
    assert cost(m, b, a, (2, 0))[1] == UNREACHABLE


def test_obstacles_block_normal_moves():
    m, b, a = mover("A O .")
    assert cost(m, b, a, (2, 0))[1] == UNREACHABLE
    assert not m.can_pass(b.index[(1, 0)]) and not m.can_end(b.index[(1, 0)])


def test_jump_ignores_figures_and_obstacles_but_lands_normally():
    """Jump "ignore[s] all figures and terrain effects during their movement. However, the
    last hex of a jump is still considered a normal movement"."""
    m, b, a = mover("A 1 O .", JUMP)
    assert cost(m, b, a, (3, 0)) == (0, 3)
    assert not m.can_end(b.index[(1, 0)]) and not m.can_end(b.index[(2, 0)])
    m, b, a = mover("A T D T .", JUMP)
    assert cost(m, b, a, (4, 0)) == (0, 4)  # jumped over every trap and difficult hex
    assert cost(m, b, a, (1, 0)) == (1, 1)  # landing on a trap springs it
    assert cost(m, b, a, (2, 0)) == (0, 3)  # landing on difficult terrain costs 2


def test_flying_ignores_everything_but_must_end_unoccupied():
    """Flying ignores "any figures and terrain tiles during any part of their movement,
    including the last hex, except that they still must end their movement in an
    unoccupied hex"."""
    m, b, a = mover("A 1 O T D .", FLYING)
    assert cost(m, b, a, (5, 0)) == (0, 5)
    assert cost(m, b, a, (3, 0)) == (0, 3)  # no trap sprung
    assert cost(m, b, a, (4, 0)) == (0, 4)  # difficult costs nothing extra
    assert m.can_end(b.index[(2, 0)])  # may end on an obstacle
    assert not m.can_end(b.index[(1, 0)])  # not on a figure


def test_walls_stop_every_kind_of_move():
    """ "Figures can never move through walls" — thin walls and missing hexes alike."""
    for mode in (NORMAL, JUMP, FLYING):
        m, b, a = mover("A . .", mode, walls=[((0, 0), (1, 0))])
        assert cost(m, b, a, (1, 0))[1] == UNREACHABLE
        m, b, a = mover("A # .", mode)
        assert cost(m, b, a, (2, 0))[1] == UNREACHABLE


def test_difficult_terrain_costs_two():
    m, b, a = mover("A D .")
    assert cost(m, b, a, (1, 0)) == (0, 2)
    assert cost(m, b, a, (2, 0)) == (0, 3)


def test_monsters_avoid_traps_and_hazards_unless_it_is_the_only_way():
    """Italian summary, "Movimento Mostri": negative hexes are treated as obstacles unless
    they are the only way; then as few as possible. The cost of a hex is that of the
    trap-minimal walk, even when a shorter walk through a trap exists."""
    drawing = """
    A T .
     . . #
    """
    m, b, a = mover(drawing)
    assert cost(m, b, a, (2, 0)) == (0, 3)  # around, not the 2-step walk through the trap
    assert cost(m, b, a, (1, 0)) == (1, 1)
    m, b, a = mover("A H .")
    assert cost(m, b, a, (2, 0)) == (1, 2)  # hazardous terrain counts like a trap
    m, b, a = mover("A T T . T .")
    assert cost(m, b, a, (5, 0)) == (3, 5)


def test_walking_towards_a_hex_counts_its_terrain_not_the_first_hex():
    m, b, _ = mover("A . D")
    assert m.costs_to(b.index[(2, 0)])[1][b.index[(0, 0)]] == 3
    m, b, _ = mover("D . A")
    assert m.costs_to(b.index[(2, 0)])[1][b.index[(0, 0)]] == 2  # leaving difficult terrain is free


def test_walk_and_the_traps_it_springs():
    m, b, a = mover("A T . D .")
    path = m.walk(a, b.index[(4, 0)])
    assert [b.coords[i] for i in path] == [(0, 0), (1, 0), (2, 0), (3, 0), (4, 0)]
    assert m.entered_negative(path) == [b.index[(1, 0)]]
    jump, b, a = mover("A T . T .", JUMP)
    path = jump.walk(a, b.index[(3, 0)])
    assert len(path) == 4 and jump.entered_negative(path) == [b.index[(3, 0)]]
    fly, b, a = mover("A T . T .", FLYING)
    assert fly.entered_negative(fly.walk(a, b.index[(3, 0)])) == []
    m, b, a = mover("A 1 .")
    assert m.walk(a, b.index[(2, 0)]) is None


TOKENS = st.sampled_from(list("....TDHO#1M"))


@settings(max_examples=80, deadline=None)
@given(
    st.lists(st.lists(TOKENS, min_size=5, max_size=5), min_size=4, max_size=4), st.sampled_from([NORMAL, JUMP, FLYING])
)
def test_walks_cost_what_the_search_says(rows, mode):
    """Every reachable hex has a walk of adjacent hexes whose costs add up to the search's
    (traps, movement points), and a walk measured from either end costs the same."""
    rows[0][0] = "A"
    m, b, a = mover("\n".join(" ".join(r) for r in rows), mode)
    traps, steps = m.costs_from(a)
    for i in range(b.size):
        if steps[i] >= UNREACHABLE:
            continue
        path = m.walk(a, i)
        assert path[0] == a and path[-1] == i
        assert all(path[k + 1] in b.link[path[k]] for k in range(len(path) - 1))
        assert all(m.can_pass(j) for j in path[1:-1])
        if mode == NORMAL:
            assert sum(m.entering(j)[1] for j in path[1:]) == steps[i]
            assert len(m.entered_negative(path)) == traps[i]
        to_traps, to_steps = m.costs_to(i)
        assert (to_traps[a], to_steps[a]) == (traps[i], steps[i])
