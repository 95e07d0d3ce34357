"""Requests an untrusted client could send to make monster-moves slow or big ("Safe in front
of untrusted clients"): each class of them, at several sizes, is answered correctly or
refused (``too_many_options``, ``too_complex``) within a deterministic number of work steps
(rules/core/budget.py); the map cache stays bounded in bytes. Times are measured by
``python -m bench.monster_moves --adversarial``, never asserted here."""

import gc
import itertools
import random
import tracemalloc
import weakref

import pytest

from bench.monster_moves import adversarial_requests, hexagon, thin_walls, tied_targets
from rules.core import TooComplex, budget
from rules.gloomhaven import TooManyOptions, hexes, monster_moves
from rules.gloomhaven.hexes import Board
from rules.gloomhaven.sight import line_of_sight, sight_lines

from .maps import options
from .test_sight import slow_sight

DEFAULT_BUDGET = 1_000_000  # service/app.py: ARBITER_WORK_BUDGET


def solve(body, limit=DEFAULT_BUDGET):
    """(answer or refusal code, steps used)."""
    with budget.limit(limit) as spent:
        try:
            return monster_moves(body), spent.used
        except (TooManyOptions, TooComplex) as err:
            return err.code, spent.used


# --- tied targets ------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("radius", "tied", "target"),
    [(5, 8, 3), (7, 11, 4), (9, 12, 4), (12, 16, 3), (9, 16, 6), (25, 16, 6), (25, 16, 5)],
)
def test_tied_targets_are_listed_or_refused_cheaply(radius, tied, target):
    """Characters without initiative, all at one range: every one is a focus, and every group
    of ``target`` of them is an option from the monster's own hex ("Attacco Mostri": the
    players choose among tied targets). The groups are counted before any is built, so an
    unlistable request is refused after a few thousand steps, on any map size."""
    body = tied_targets(radius, tied=tied, target=target)
    result, used = solve(body)
    enemies = [tuple(f["hex"]) for f in body["figures"][1:]]
    if len(list(itertools.combinations(range(tied + 1), target))) > 5000:
        assert result == "too_many_options"
        assert used < 150_000
    else:
        expected = {((0, 0), tuple(sorted(group))) for group in itertools.combinations(enemies, target)}
        assert options(result) == expected
        assert sorted(result["focus"]) == sorted(f["id"] for f in body["figures"][1:])


# --- many thin walls ---------------------------------------------------------------------
@pytest.mark.parametrize(("walls", "characters"), [(100, 8), (400, 30), (950, 62)])
def test_many_thin_walls(walls, characters):
    """A large map with many thin walls and many characters: answered, every target in range
    and in sight of the destination, within the default budget."""
    body = thin_walls(walls, characters, seed=walls)
    result, used = solve(body)
    assert isinstance(result, dict), result
    assert used < DEFAULT_BUDGET // 2
    b = Board([tuple(h) for h in body["map"]["hexes"]], [tuple(map(tuple, w)) for w in body["map"]["thin_walls"]])
    for option in result["options"]:
        for target in option["targets"]:
            assert line_of_sight(b, option["destination"], target)
            assert b.proximity(b.index[tuple(target)])[b.index[tuple(option["destination"])]] <= 99


def test_sight_through_many_thin_walls_is_exact():
    """Line of sight on a big map with hundreds of thin walls and holes agrees with the slow,
    independent implementation (tests/gloomhaven/test_sight.py) for sampled pairs."""
    rng = random.Random(11)
    cells = [h for h in hexagon(12) if rng.random() > 0.04]
    present = set(cells)
    edges = sorted(
        {tuple(sorted((h, hexes.add(h, d)))) for h in cells for d in hexes.DIRECTIONS if hexes.add(h, d) in present}
    )
    walls = rng.sample(edges, 300)
    b = Board(cells, walls)
    for _ in range(150):
        a, c = rng.choice(cells), rng.choice(cells)
        neighbours = hexes.sub(c, a) in hexes.DIRECTIONS and tuple(sorted((a, c))) not in walls
        assert line_of_sight(b, a, c) == (a == c or neighbours or slow_sight(cells, walls, a, c)), (a, c)


# --- every attack class, under the default budget -------------------------------------
@pytest.mark.parametrize(("name", "body"), adversarial_requests(), ids=[n for n, _ in adversarial_requests()])
def test_every_attack_class_answers_or_is_refused(name, body):
    result, used = solve(body)
    assert isinstance(result, dict) or result in ("too_many_options", "too_complex"), result
    if isinstance(result, dict):
        assert result["options"] and used <= DEFAULT_BUDGET


def test_the_budget_stops_a_request_early():
    """A small budget refuses a big request with ``too_complex`` and the budget's limit."""
    body = thin_walls(950, 62)
    with pytest.raises(TooComplex) as info, budget.limit(20_000):
        monster_moves(body)
    assert info.value.code == "too_complex" and info.value.details["limit"] == 20_000


def test_the_service_answers_too_complex_with_a_problem():
    from service.app import create_app

    client = create_app({"ARBITER_WORK_BUDGET": 5_000, "ARBITER_CACHE": "none"}).test_client()
    response = client.post("/v1/games/gloomhaven/monster-moves", json=thin_walls(950, 62))
    assert response.status_code == 422
    assert response.json["code"] == "too_complex" and response.json["limit"] == 5_000


# --- the map cache, bounded in bytes ------------------------------------------------------
def test_the_board_cache_is_bounded_in_bytes():
    """After many distinct large maps, each with its range and sight caches filled, the
    cache's accounted size stays within ``BOARD_CACHE_BYTES``, and one board's caches within
    ``BOARD_GROWTH_BYTES``."""
    hexes.clear_boards()
    try:
        for k in range(40):
            cells = hexagon(25, (k, 0))
            b = hexes.board(cells)
            lines = sight_lines(b)
            for i in range(0, b.size, 40):
                b.proximity(i)
                lines.visible(i, (i * 31) % b.size)
            assert b.nbytes() <= b.geometry_bytes + hexes.BOARD_GROWTH_BYTES
            assert hexes.cache_bytes() <= hexes.BOARD_CACHE_BYTES
        assert 1 <= hexes.cached_boards() < 40
    finally:
        hexes.clear_boards()


def test_board_memory_estimate_is_not_below_the_real_size():
    """``Board.nbytes`` is an estimate; it must not undercount by much what tracemalloc sees."""
    cells = hexagon(20)
    tracemalloc.start()
    try:
        b = Board(cells, [((0, 0), (1, 0)), ((3, 3), (3, 4))])
        lines = sight_lines(b)
        for i in range(0, b.size, 5):
            b.proximity(i)
            for j in range(0, b.size, 97):
                lines.visible(i, j)
        traced = tracemalloc.get_traced_memory()[0]
    finally:
        tracemalloc.stop()
    assert traced <= 1.25 * b.nbytes()


def test_a_dropped_board_is_freed_at_once():
    """No reference cycle holds a board (its sight cache reads the board's parts, not the
    board): dropped from the cache, a board is freed at once, not later by the cycle
    collector in the middle of another request, and a request leaves no cyclic garbage."""
    body = tied_targets(4, tied=3, target=2)
    hexes.clear_boards()
    gc.collect()
    gc.disable()
    try:
        b = hexes.board(hexagon(4), [((0, 0), (1, 0))])
        lines = sight_lines(b)
        lines.visible(0, b.size - 1)
        b.proximity(0)
        dropped = weakref.ref(b)
        del b, lines
        hexes.clear_boards()
        assert dropped() is None
        monster_moves(body)
        hexes.clear_boards()
        assert gc.collect() == 0
    finally:
        gc.enable()
        hexes.clear_boards()
