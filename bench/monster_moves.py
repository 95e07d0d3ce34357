"""``python -m bench.monster_moves``: time ``monster_moves`` per request. Figures only.

Two workloads, each timed cold and warm:

* the 79 rule cases of ``../shared/data/gloomhaven/monster_moves_cases.json``;
* a large open map: 20 x 20 hexes with a few walls, obstacles, traps and difficult hexes,
  6 characters and 10 monsters, the active one a ranged multi-target attacker (plus a
  ranged-AoE and a melee variant), on seeded random layouts.

*Cold* clears the board cache before every call, so range and line of sight are computed
from nothing — the cost of a request on a map the process has not seen. *Warm* repeats a
request on a map already seen (its board, range and line-of-sight caches kept), as a
service answering several monsters on one map does. Target (issue 8): cold median at most
0.35 ms on the cases, five times faster than the reference Monster Mover solver measured on
this machine. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
import tracemalloc
from pathlib import Path
from time import perf_counter_ns, thread_time_ns

from rules.core import RulesError, budget
from rules.gloomhaven import hexes, monster_moves

from . import write_json

CASES = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "gloomhaven" / "monster_moves_cases.json"
TARGET_MEDIAN_MS = 0.35
DEFAULT_WORK_BUDGET = 1_000_000  # service/app.py: ARBITER_WORK_BUDGET
ABILITY_LABELS = ("ranged, target 3", "ranged AoE + target 2", "melee, target 2")
SCALING_SIDES = (10, 20, 40)  # open-map series: 100, 400 and 1,600 hexes


def _percentile(samples: list[float], q: float) -> float:
    ordered = sorted(samples)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def _summary(samples_ms: list[float]) -> dict:
    return {
        "median_ms": statistics.median(samples_ms),
        "p99_ms": _percentile(samples_ms, 0.99),
        "max_ms": max(samples_ms),
        "samples": len(samples_ms),
    }


def time_requests(requests: list[dict], reps: int, cold: bool) -> dict:
    """Wall and CPU milliseconds per call, ``reps`` calls of each request.

    Wall time is what a caller waits; on a shared machine it also counts the time other
    processes held the CPU. CPU time (this thread's) is what the call itself costs."""
    wall, cpu = [], []
    for request in requests:
        monster_moves(request)  # warm the code path (and, for warm runs, the board)
        for _ in range(reps):
            if cold:
                hexes.clear_boards()
            c0 = thread_time_ns()
            t0 = perf_counter_ns()
            monster_moves(request)
            t1 = perf_counter_ns()
            c1 = thread_time_ns()
            wall.append((t1 - t0) / 1e6)
            cpu.append((c1 - c0) / 1e6)
    return {"wall": _summary(wall), "cpu": _summary(cpu)}


def big_map_requests(count: int, seed: int = 7, side: int = 20) -> list[dict]:
    """Seeded side x side maps (20 x 20: 400 hexes): 6 characters, 10 monsters; the active
    monster attacks at range."""
    rng = random.Random(seed)
    grid = [(q - r // 2, r) for r in range(side) for q in range(side)]  # a side x side rectangle
    requests = []
    abilities = [
        {"move": 3, "range": 5, "target": 3},  # ranged, 3 targets
        {"move": 2, "range": 4, "target": 2, "area": [[0, 0], [1, 0], [0, 1]]},  # ranged AoE + target
        {"move": 4, "range": 0, "target": 2},  # melee, 2 targets
    ]
    for n in range(count):
        cells = list(grid)
        rng.shuffle(cells)
        on_map = set(grid)
        obstacles, traps, difficult = cells[:12], cells[12:18], cells[18:26]
        figure_cells = cells[26:42]
        walls = []
        for h in cells[42:50]:
            for d in hexes.DIRECTIONS[:3]:
                n2 = hexes.add(h, d)
                if n2 in on_map:
                    walls.append([list(h), list(n2)])
                    break
        figures = [
            {"id": f"C{k + 1}", "side": "character", "hex": list(figure_cells[k]), "initiative": rng.randint(1, 99)}
            for k in range(6)
        ]
        figures += [{"id": f"M{k + 1}", "side": "monster", "hex": list(figure_cells[6 + k])} for k in range(10)]
        ability = {"flying": False, "jump": False, "muddled": False, **abilities[n % len(abilities)]}
        requests.append(
            {
                "map": {
                    "hexes": [list(h) for h in grid],
                    "thin_walls": walls,
                    "obstacles": [list(h) for h in obstacles],
                    "traps": [list(h) for h in traps],
                    "hazardous": [],
                    "difficult": [list(h) for h in difficult],
                },
                "figures": figures,
                "active": "M1",
                "ability": ability,
            }
        )
    return requests


# --- adversarial requests -------------------------------------------------------------------
# Request bodies of the attack classes found against monster-moves ("Safe in front of
# untrusted clients"), all within the documented input limits. ``adversarial_requests()``
# returns them by name; ``python -m bench.monster_moves --adversarial`` times each one under
# the default work budget, and bench/adversarial.py imports them.
_DIRS = hexes.DIRECTIONS


def hexagon(radius: int, centre: tuple[int, int] = (0, 0)) -> list[tuple[int, int]]:
    """The hexes within lattice distance ``radius`` of ``centre`` (3R(R+1)+1 of them)."""
    cq, cr = centre
    return [
        (cq + q, cr + r)
        for q in range(-radius, radius + 1)
        for r in range(max(-radius, -q - radius), min(radius, -q + radius) + 1)
    ]


def _body(cells, figures, ability, walls=(), **overlays) -> dict:
    game_map = {"hexes": [list(h) for h in cells], "thin_walls": [[list(a), list(b)] for a, b in walls]}
    for key, listed in overlays.items():
        game_map[key] = [list(h) for h in listed]
    full = {"move": 0, "range": 0, "target": 1, "flying": False, "jump": False, "muddled": False, **ability}
    return {"map": game_map, "figures": figures, "active": "A", "ability": full}


def _figures(monster, characters, rng: random.Random | None = None) -> list[dict]:
    """The active monster and characters (with random initiatives when ``rng`` is given)."""
    figures = [{"id": "A", "side": "monster", "hex": list(monster)}]
    for k, h in enumerate(characters):
        figure = {"id": f"C{k}", "side": "character", "hex": list(h)}
        if rng is not None:
            figure["initiative"] = rng.randint(1, 99)
        figures.append(figure)
    return figures


def tied_targets(radius: int, tied: int = 16, target: int = 6, ring: int = 4) -> dict:
    """Characters without initiative all at one range from the monster: every one is a focus
    and the secondary targets tie; a range over the whole map, a move over most of it."""
    spots = [h for h in hexagon(ring) if hexes.distance(h, (0, 0)) == ring]
    chars = [spots[k * len(spots) // (tied + 1)] for k in range(tied + 1)]
    return _body(hexagon(radius), _figures((0, 0), chars), {"move": radius, "range": 2 * radius, "target": target})


def _edges(cells) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    present = set(cells)
    return sorted({tuple(sorted((h, hexes.add(h, d)))) for h in cells for d in _DIRS[:3] if hexes.add(h, d) in present})


def thin_walls(walls: int = 950, characters: int = 62, seed: int = 1, **ability) -> dict:
    """A 1,951-hex map with ``walls`` thin walls at random and ``characters`` characters."""
    rng = random.Random(seed)
    cells = hexagon(25)
    spots = rng.sample(cells, characters + 1)
    full = {"move": 8, "range": 99, "target": 3, **ability}
    return _body(cells, _figures(spots[0], spots[1:], rng), full, rng.sample(_edges(cells), walls))


def picket_walls(characters: int = 62, seed: int = 3, **ability) -> dict:
    """Rows of short thin walls with gaps (a picket fence every other row): most long sight
    lines are blocked, but only after many corner-to-corner lines were tried."""
    rng = random.Random(seed)
    cells = hexagon(25)
    on_map = set(cells)
    walls = []
    for q, r in cells:
        if r % 2 == 0 and (q + r) % 3 != 0 and (q, r + 1) in on_map:
            walls.append(((q, r), (q, r + 1)))
    spots = rng.sample(cells, characters + 1)
    full = {"move": 6, "range": 30, "target": 5, **ability}
    return _body(cells, _figures(spots[0], spots[1:], rng), full, walls)


def open_map(characters: int = 62, seed: int = 2, initiative: bool = True, **ability) -> dict:
    """2,048 hexes (a 32 x 64 rectangle) with no walls; move, range and target 99 unless given."""
    rng = random.Random(seed)
    cells = [(q - r // 2, r) for r in range(32) for q in range(64)]
    spots = rng.sample(cells, characters + 1)
    full = {"move": 99, "range": 99, "target": 99, **ability}
    return _body(cells, _figures(spots[0], spots[1:], rng if initiative else None), full)


#: A 37-hex pattern with no symmetry (12 distinct turned and mirrored images).
AREA_37 = [[q, r] for q in range(7) for r in range(6) if q + r < 9][:37]


def far_focus(width: int = 64, seed: int = 4) -> dict:
    """The monster cannot reach an attack hex this turn: a zig-zag of thin walls makes the
    walk long, so it moves closer, one best walk to each tied attack hex."""
    rng = random.Random(seed)
    cells = [(q - r // 2, r) for r in range(32) for q in range(width)]
    on_map = set(cells)
    walls = []
    for r in range(1, 31, 2):
        gap = 0 if (r // 2) % 2 else width - 1
        for q in range(width):
            h = (q - r // 2, r)
            if q != gap:
                for d in _DIRS[4:]:
                    n = hexes.add(h, d)
                    if n in on_map:
                        walls.append((h, n))
    chars = rng.sample([h for h in cells if h[1] >= 30], 12)
    return _body(cells, _figures(cells[0], chars), {"move": 4, "range": 3, "target": 2}, walls)


def duplicate_walls(megabytes: float = 0.95) -> dict:
    """One thin wall sent over and over: a body of about ``megabytes`` MB."""
    body = _body(hexagon(6), _figures((0, 0), [(3, 0)]), {"move": 2})
    copies = int(megabytes * 1024 * 1024) // len("[[0,1],[1,1]],")
    body["map"]["thin_walls"] = [[[0, 1], [1, 1]]] * copies
    return body


def corridor() -> dict:
    """2,048 hexes in one long winding corridor, characters along it: deep searches, and
    every corner of every hex on a wall (no sight beyond neighbours)."""
    cells = [(q, 2 * k) for k in range(16) for q in range(120)]
    cells += [((119 if k % 2 == 0 else 0), 2 * k + 1) for k in range(15)]
    cells = cells[:2048]
    rng = random.Random(5)
    spots = rng.sample(cells, 40)
    return _body(cells, _figures(spots[0], spots[1:], rng), {"move": 99, "range": 99, "target": 99})


def adversarial_requests() -> list[tuple[str, dict]]:
    """Named request bodies of every attack class, each within the documented input limits."""
    return [
        ("tied targets, 2 KB (271 hexes)", tied_targets(9)),
        ("tied targets, 17 KB (1,951 hexes)", tied_targets(25)),
        ("tied targets, target 5, 1,951 hexes", tied_targets(25, target=5)),
        ("950 thin walls, 62 characters", thin_walls()),
        ("950 thin walls, 62 characters, target 99", thin_walls(target=99, move=99)),
        ("picket walls, 62 characters", picket_walls()),
        ("picket walls, range 99, target 99", picket_walls(range=99, target=99, move=20)),
        ("open map, move/range/target 99", open_map()),
        ("open map, no initiatives, target 99", open_map(initiative=False)),
        ("open map, ranged, muddled off, target 8", open_map(target=8, range=20, move=10)),
        ("ranged AoE 37 hexes, range 99", open_map(area=AREA_37, target=1)),
        ("ranged AoE 37 hexes, range 12, target 99", open_map(area=AREA_37, range=12, move=20)),
        ("melee AoE 37 hexes, target 99", open_map(area=AREA_37, range=0)),
        ("far focus through a zig-zag", far_focus()),
        ("1 MB of one thin wall repeated", duplicate_walls()),
        ("one winding corridor, 2,048 hexes", corridor()),
    ]


def run_adversarial(reps: int = 3, steps: int = DEFAULT_WORK_BUDGET) -> list[dict]:
    """Each attack class under a budget of ``steps``, cold: the outcome, the steps used, the
    least CPU time of ``reps`` runs, and the peak of memory allocated during one run
    (tracemalloc, in a run of its own: tracing slows it down)."""
    rows = []
    for name, body in adversarial_requests():
        size = len(json.dumps(body, separators=(",", ":")))
        cpu = []
        for _ in range(reps):
            hexes.clear_boards()
            c0 = thread_time_ns()
            outcome, used = _attempt(body, steps)
            cpu.append((thread_time_ns() - c0) / 1e6)
        hexes.clear_boards()
        tracemalloc.start()
        try:
            _attempt(body, steps)
            peak = tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()
        hexes.clear_boards()
        rows.append({"name": name, "body_bytes": size, "outcome": outcome, "steps": used, "cpu_ms": min(cpu),
                     "peak_mib": peak / 2**20})  # fmt: skip
    return rows


def _attempt(body: dict, steps: int) -> tuple[str, int]:
    with budget.limit(steps) as spent:
        try:
            answer = monster_moves(body)
        except RulesError as err:
            return err.code, spent.used
    return f"{len(answer['options'])} options", spent.used


def adversarial_table(rows: list[dict]) -> str:
    lines = [f"{'attack class':<46} {'body':>7} {'outcome':>17} {'steps':>9} {'CPU ms':>8} {'peak MiB':>9}"]
    for row in rows:
        lines.append(
            f"{row['name']:<46} {row['body_bytes'] / 1024:6.0f}K {row['outcome']:>17} {row['steps']:>9,} "
            f"{row['cpu_ms']:8.1f} {row['peak_mib']:9.1f}"
        )
    worst = max(rows, key=lambda r: r["cpu_ms"])
    lines.append(f"worst CPU: {worst['name']} ({worst['cpu_ms']:.0f} ms); budget {DEFAULT_WORK_BUDGET:,} steps")
    return "\n".join(lines)


def run(quick: bool = False) -> dict:
    results: dict = {"target_median_ms": TARGET_MEDIAN_MS}
    reps = 3 if quick else 10
    if CASES.is_file():
        cases = [c["request"] for c in json.loads(CASES.read_text())]
        results["cases"] = {
            "requests": len(cases),
            "reps": reps,
            "cold": time_requests(cases, reps, cold=True),
            "warm": time_requests(cases, reps, cold=False),
        }
    else:
        results["cases"] = {"missing": str(CASES)}
    big = big_map_requests(6 if quick else 30)
    big_reps = 2 if quick else 5
    results["big_map"] = {
        "requests": len(big),
        "reps": big_reps,
        "cold": time_requests(big, big_reps, cold=True),
        "warm": time_requests(big, big_reps, cold=False),
    }
    kinds = {}
    for k, label in enumerate(ABILITY_LABELS):
        kinds[label] = time_requests(big[k::3], big_reps, cold=True)
    results["big_map"]["cold_by_ability"] = kinds
    results["scaling"] = {
        str(side * side): time_requests(big_map_requests(6 if quick else 12, side=side), big_reps, cold=True)
        for side in SCALING_SIDES
    }
    results["machine"] = {
        "cpus": os.cpu_count(),
        "python": platform.python_version(),
        "load_average": os.getloadavg() if hasattr(os, "getloadavg") else None,
    }
    return results


def _row(label: str, timing: dict) -> str:
    w, c = timing["wall"], timing["cpu"]
    return (
        f"{label:<34} wall median {w['median_ms']:6.2f} ms  p99 {w['p99_ms']:6.2f} ms  |  "
        f"CPU median {c['median_ms']:6.2f} ms  p99 {c['p99_ms']:6.2f} ms  ({w['samples']} calls)"
    )


def table(results: dict) -> str:
    lines = []
    c = results["cases"]
    if "missing" in c:
        lines.append(f"cases: {c['missing']} is missing (the ../shared folder is not next to the repository)")
    else:
        lines.append(
            _row(f"{c['requests']} cases, cold", c["cold"]) + f"  target median < {results['target_median_ms']:g} ms"
        )
        lines.append(_row(f"{c['requests']} cases, warm", c["warm"]))
    b = results["big_map"]
    lines.append(_row("20x20 map, cold", b["cold"]))
    lines.append(_row("20x20 map, warm", b["warm"]))
    for label, timing in b["cold_by_ability"].items():
        lines.append(_row(f"  cold, {label}", timing))
    for hexes_count, timing in results["scaling"].items():
        lines.append(_row(f"scaling: {int(hexes_count):,} hexes, cold", timing))
    m = results["machine"]
    load = m["load_average"]
    lines.append(
        f"  20x20 map: 6 characters, 10 monsters, 12 obstacles, 6 traps, 8 difficult, 8 thin walls; "
        f"{b['requests']} seeded layouts"
    )
    lines.append("  cold: board cache cleared before each call; warm: the map seen before")
    lines.append(
        f"  machine: {m['cpus']} CPUs, Python {m['python']}"
        + (f", load average {load[0]:.2f} (wall times include other processes' CPU use)" if load else "")
    )
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(
        prog="python -m bench.monster_moves", description="monster-moves time per request (figures only)"
    )
    ap.add_argument("--quick", action="store_true", help="fewer repetitions")
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON ('-': stdout)")
    ap.add_argument(
        "--adversarial", action="store_true", help="time the attack classes under the default work budget instead"
    )
    args = ap.parse_args(argv)
    if args.adversarial:
        results = run_adversarial(reps=1 if args.quick else 3)
        print(adversarial_table(results))
    else:
        results = run(quick=args.quick)
        print(table(results))
    if args.json:
        write_json(args.json, results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
