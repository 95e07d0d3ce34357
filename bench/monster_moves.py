"""``python -m bench.monster_moves``: time ``monster_moves`` per request. Figures only.

Two workloads, each timed cold and warm:

* the 79 rule cases of ``../shared/data/gloomhaven/monster_moves_cases.json``;
* a large open map: 20 x 20 hexes with a few walls, obstacles, traps and difficult hexes,
  6 characters and 10 monsters, the active one a ranged multi-target attacker (plus a
  ranged-AoE and a melee variant), on seeded random layouts.

*Cold* clears the board cache before every call, so range and line of sight are computed
from nothing — the cost of a request on a map the process has not seen. *Warm* repeats a
request on a map already seen (its board, range and line-of-sight caches kept), as a
service answering several monsters on one map does. Target: cold median under 5 ms on the
cases. Nothing here asserts a time.
"""

from __future__ import annotations

import argparse
import json
import os
import platform
import random
import statistics
import sys
from pathlib import Path
from time import perf_counter_ns, thread_time_ns

from rules.gloomhaven import hexes, monster_moves

from . import write_json

CASES = Path(__file__).resolve().parents[1] / ".." / "shared" / "data" / "gloomhaven" / "monster_moves_cases.json"
TARGET_MEDIAN_MS = 5.0
ABILITY_LABELS = ("ranged, target 3", "ranged AoE + target 2", "melee, target 2")


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


def big_map_requests(count: int, seed: int = 7) -> list[dict]:
    """Seeded 20x20 maps: 6 characters, 10 monsters; the active monster attacks at range."""
    rng = random.Random(seed)
    grid = [(q - r // 2, r) for r in range(20) for q in range(20)]  # a 20x20 rectangle
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
    args = ap.parse_args(argv)
    results = run(quick=args.quick)
    print(table(results))
    if args.json:
        write_json(args.json, results)
    return 0


if __name__ == "__main__":
    sys.exit(main())
