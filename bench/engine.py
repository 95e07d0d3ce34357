"""In-process engine benchmarks of one game: whole random games per second, and the time of
one ``legal_actions`` / ``apply`` call on mid-game states (``bench/states.py``). Figures only —
nothing here asserts a time.

    python -m bench.engine [--quick] [--game GAME|all]   # prints the figures as JSON
"""

from __future__ import annotations

import random
import statistics
import time
from time import perf_counter_ns

from rules.core import Game

from . import states

LEGAL_ACTIONS_TARGET_MS = 2.0  # target: median legal_actions on a mid-game state under 2 ms


def _percentile(samples: list[int], q: float) -> float:
    """The ``q``-quantile (0..1) of ``samples`` by nearest rank."""
    ordered = sorted(samples)
    k = min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))
    return ordered[k]


def _summary(samples_ns: list[int]) -> dict:
    return {
        "median_ms": statistics.median(samples_ns) / 1e6,
        "p99_ms": _percentile(samples_ns, 0.99) / 1e6,
        "min_ms": min(samples_ns) / 1e6,
        "samples": len(samples_ns),
    }


def _time_calls(fn, reps: int, warmup: int = 3) -> list[int]:
    for _ in range(warmup):
        fn()
    out = []
    for _ in range(reps):
        t0 = perf_counter_ns()
        fn()
        out.append(perf_counter_ns() - t0)
    return out


def games_per_second(game: Game, games: int, first_seed: int = 1) -> dict:
    """Play ``games`` seeded random games from setup to game over."""
    moves = []
    t0 = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        moves.append(states.play_game(game, seed))
    elapsed = time.perf_counter() - t0
    return {
        "games": games,
        "seconds": elapsed,
        "games_per_s": games / elapsed,
        "moves_per_game_mean": statistics.fmean(moves),
        # each move: status and legal_actions (trusted: no state check) and apply (checked),
        # as rules.core.playout.steps plays
        "ms_per_move": elapsed * 1000 / sum(moves),
    }


def call_times(game: Game, positions: list[dict], reps: int) -> dict:
    """Median/p99 of legal_actions, apply (of a listed action) and the state check alone."""
    legal, apply_, check, counts = [], [], [], []
    choose = states.policy(game)
    for i, state in enumerate(positions):
        actions = game.legal_actions(state)
        counts.append(len(actions))
        action = choose(game, state, actions, random.Random(i))
        legal += _time_calls(lambda s=state: game.legal_actions(s), reps)
        apply_ += _time_calls(lambda s=state, a=action: game.apply(s, a), reps)
        check += _time_calls(lambda s=state: game.check_state(s), reps)
    return {
        "states": len(positions),
        "reps_per_state": reps,
        "actions_per_state_mean": statistics.fmean(counts),
        "legal_actions": _summary(legal),
        "apply": _summary(apply_),
        "check_state": _summary(check),
    }


def run(game: Game, quick: bool = False, log=print) -> dict:
    n_states, reps, games = (10, 20, 4) if quick else (50, 100, 30)
    log(
        f"engine [{game.id}]: generating {n_states} mid-game states "
        f"({states.LOW}-{states.HIGH} random moves each): {states.describe(game)}"
    )
    positions = states.midgame_states(game, n_states)
    log(f"engine [{game.id}]: timing legal_actions / apply, {reps} calls per state")
    calls = call_times(game, positions, reps)
    log(f"engine [{game.id}]: playing {games} random games")
    playouts = games_per_second(game, games)
    return {
        "game": game.id,
        "setup": states.describe(game),
        "options": states.options(game),
        "games": playouts,
        **calls,
        "legal_actions_target_median_ms": LEGAL_ACTIONS_TARGET_MS,
    }


if __name__ == "__main__":
    import argparse
    import json
    import sys

    ap = argparse.ArgumentParser(prog="python -m bench.engine", description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true")
    states.add_game_argument(ap)
    args = ap.parse_args()

    def log(msg: str) -> None:
        print(msg, file=sys.stderr, flush=True)

    print(json.dumps({g.id: run(g, quick=args.quick, log=log) for g in args.game}, indent=2))
