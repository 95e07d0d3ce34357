"""Every playable Gloomhaven scenario: random playouts per second, the tally of victories,
defeats and unfinished games over many seeds, and each scenario's ``legal_actions`` median
and p99 (the call a request makes: the state checked, then listed) on the states of those
games. Figures only; the target is every scenario's median under 5 ms.

    python -m bench.gloomhaven_scenarios [--quick] [--seeds N] [--only 1,2,3] [--json out.json]

The random player prefers playing card halves, targets, steps and selections
(``rules.core.playout.prefer``, as ``bench/states.py`` plays Black Barrow), so a game moves
on; the party is the conformance suite's (``Game.variants``: 2, 3 or 4 characters in turn).
"""

from __future__ import annotations

import argparse
import random
import statistics
from collections import Counter
from time import perf_counter_ns

from rules import games
from rules.core import playout

from . import engine, write_json

PREFERRED = ("play_half", "target", "step", "select_cards")
MAX_STEPS = 20_000
TARGET_MS = 5.0


def scenario(options: dict, seeds: int, samples_per_game: int) -> dict:
    """``seeds`` random games of one scenario: their outcomes and timings."""
    game = games.get("gloomhaven")
    policy = playout.prefer(PREFERRED, 0.7)
    outcomes: Counter[str] = Counter()
    elapsed, moves, calls = 0, 0, []
    for seed in range(1, seeds + 1):
        rnd = random.Random(seed)
        t0 = perf_counter_ns()
        seen = [game.setup(options, seed)]
        for _action, after, _events in playout.steps(game, seen[0], rnd, policy, MAX_STEPS):
            moves += 1
            seen.append(after)
        elapsed += perf_counter_ns() - t0
        status = game.status(seen[-1], trusted=True)
        outcomes[status["outcome"] if status["terminal"] else "unfinished"] += 1
        live = [s for s in seen if not game.status(s, trusted=True)["terminal"]]
        for s in random.Random(seed).sample(live, min(samples_per_game, len(live))):
            t1 = perf_counter_ns()
            game.legal_actions(s)
            calls.append(perf_counter_ns() - t1)
    summary = engine._summary(calls)
    return {
        "games": seeds,
        "victory": outcomes["victory"],
        "defeat": outcomes["defeat"],
        "unfinished": outcomes["unfinished"],
        "playouts_per_s": seeds / (elapsed / 1e9),
        "moves_per_game": moves / seeds,
        "legal_actions_median_ms": summary["median_ms"],
        "legal_actions_p99_ms": summary["p99_ms"],
    }


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.gloomhaven_scenarios", description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="3 games a scenario instead of 10")
    ap.add_argument("--seeds", type=int, default=None)
    ap.add_argument("--only", default="", help="comma-separated scenario numbers")
    ap.add_argument("--json", default=None)
    args = ap.parse_args()
    game = games.get("gloomhaven")
    variants = game.variants()
    wanted = {f"scenario-{n}" for n in args.only.split(",") if n}
    seeds = args.seeds or (3 if args.quick else 10)
    result: dict[str, dict] = {}
    print(f"== gloomhaven: {seeds} random games per scenario, the random player prefers {', '.join(PREFERRED)}")
    heads = [("scenario", 9), ("chars", 5), ("win", 4), ("lose", 4), ("open", 4), ("games/s", 8), ("moves", 6)]
    print(" ".join(f"{h:>{w}}" for h, w in [*heads, ("median", 7), ("p99", 7)]))
    for name, options in variants.items():
        if wanted and name not in wanted:
            continue
        row = result[name] = scenario(options, seeds, 20)
        print(
            f"{name.split('-')[1]:>9} {len(options['characters']):>5} {row['victory']:>4} {row['defeat']:>4}"
            f" {row['unfinished']:>4} {row['playouts_per_s']:>8.2f} {row['moves_per_game']:>6.0f}"
            f" {row['legal_actions_median_ms']:>7.2f} {row['legal_actions_p99_ms']:>7.2f}"
        )
    if result:
        rows = result.values()
        slowest = max(result, key=lambda k: result[k]["legal_actions_median_ms"])
        total_games = sum(r["games"] for r in result.values())
        total_s = sum(r["games"] / r["playouts_per_s"] for r in result.values())
        print(
            f"{len(result)} scenarios; {total_games / total_s:.2f} random playouts per second over all;"
            f" slowest legal_actions median {result[slowest]['legal_actions_median_ms']:.2f} ms"
            f" (p99 {result[slowest]['legal_actions_p99_ms']:.2f} ms) in {slowest};"
            f" every median under {TARGET_MS} ms: {all(r['legal_actions_median_ms'] < TARGET_MS for r in rows)}"
        )
        wins, losses, unfinished = (sum(r[k] for r in rows) for k in ("victory", "defeat", "unfinished"))
        print(
            f"outcomes: {wins} victories, {losses} defeats, {unfinished} unfinished;"
            f" median moves per game {statistics.median(r['moves_per_game'] for r in rows):.0f}"
        )
    if args.json:
        write_json(args.json, result)


if __name__ == "__main__":
    main()
