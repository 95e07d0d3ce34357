"""Founders of Gloomhaven in process: ``legal_actions`` on mid-game states with nothing
reused between calls (``cold``: the road networks the engine keeps for a board it has
just seen are dropped before each call) and with them (``warm``: a repeated request), and
how many greedy games end within the move limit (the rules do not promise an end, Q20).
Figures only: the issue's target is a cold median under 5 ms.

    python -m bench.founders [--quick]
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
from time import perf_counter_ns

from rules import games
from rules.founders_of_gloomhaven import city

from . import engine, states

TARGET_MS = 5.0


def cold_and_warm(positions: list[dict], reps: int) -> dict:
    game = games.get("founders-of-gloomhaven")
    cold, warm, counts = [], [], []
    for state in positions:
        counts.append(len(game.legal_actions(state)))
        for _ in range(reps):
            city._CITIES.clear()
            t0 = perf_counter_ns()
            game.legal_actions(state)
            cold.append(perf_counter_ns() - t0)
        warm += engine._time_calls(lambda s=state: game.legal_actions(s), reps)
    return {
        "states": len(positions),
        "actions_per_state_mean": statistics.fmean(counts),
        "cold": engine._summary(cold),
        "warm": engine._summary(warm),
        "target_cold_median_ms": TARGET_MS,
        "target_met": statistics.median(cold) / 1e6 < TARGET_MS,
    }


def endings(players: int, introductory: bool, seeds: int) -> dict:
    """Greedy games per setup: how many end, their moves, seconds per game."""
    game = games.get("founders-of-gloomhaven")
    ended, moves, seconds = 0, [], []
    settings = states.settings(game)
    for seed in range(seeds):
        t0 = perf_counter_ns()
        options = {"players": players, "introductory": introductory}
        state, log = states.playouts.playout(
            game, options, seed, random.Random(seed), settings.player, max_steps=settings.max_moves
        )
        seconds.append((perf_counter_ns() - t0) / 1e9)
        if game.status(state, trusted=True)["terminal"]:
            ended += 1
            moves.append(len(log))
    return {
        "players": players,
        "introductory": introductory,
        "games": seeds,
        "ended": ended,
        "moves_median_of_ended": statistics.median(moves) if moves else None,
        "seconds_per_game_median": statistics.median(seconds),
    }


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.founders", description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    game = games.get("founders-of-gloomhaven")
    n, reps, seeds = (10, 5, 3) if args.quick else (50, 20, 10)
    positions = states.midgame_states(game, n)
    result = {
        "legal_actions": cold_and_warm(positions, reps),
        "endings": [endings(p, intro, seeds) for p in (2, 3, 4) for intro in (False, True)],
    }
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
