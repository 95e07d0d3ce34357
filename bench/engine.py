"""In-process engine benchmarks: whole random games per second, and the time of one
``legal_actions`` / ``apply`` call on mid-game 4-player states. Figures only — nothing here
asserts a time."""

from __future__ import annotations

import random
import statistics
import time
from time import perf_counter_ns

from rules.foundations_of_rome import GAME

from .states import PLAYERS, choose, midgame_states, play_game

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


def games_per_second(games: int, first_seed: int = 1) -> dict:
    """Play ``games`` seeded random 4-player games from setup to game over."""
    moves = []
    t0 = time.perf_counter()
    for seed in range(first_seed, first_seed + games):
        moves.append(play_game(seed, PLAYERS))
    elapsed = time.perf_counter() - t0
    return {
        "games": games,
        "seconds": elapsed,
        "games_per_s": games / elapsed,
        "moves_per_game_mean": statistics.fmean(moves),
        # each move is one legal_actions + one apply + one status, as a client would do
        "ms_per_move": elapsed * 1000 / sum(moves),
    }


def call_times(states: list[dict], reps: int) -> dict:
    """Median/p99 of legal_actions, apply (of a listed action) and the state check alone."""
    legal, apply_, check, counts = [], [], [], []
    for i, state in enumerate(states):
        actions = GAME.legal_actions(state)
        counts.append(len(actions))
        action = choose(random.Random(i), actions)
        legal += _time_calls(lambda: GAME.legal_actions(state), reps)
        apply_ += _time_calls(lambda: GAME.apply(state, action), reps)
        check += _time_calls(lambda: GAME.check_state(state), reps)
    return {
        "states": len(states),
        "reps_per_state": reps,
        "actions_per_state_mean": statistics.fmean(counts),
        "legal_actions": _summary(legal),
        "apply": _summary(apply_),
        "check_state": _summary(check),
    }


def run(quick: bool = False, log=print) -> dict:
    n_states, reps, games = (10, 20, 4) if quick else (50, 100, 30)
    log(f"engine: generating {n_states} mid-game {PLAYERS}-player states (60-100 random moves each)")
    states = midgame_states(n_states)
    log(f"engine: timing legal_actions / apply, {reps} calls per state")
    calls = call_times(states, reps)
    log(f"engine: playing {games} random {PLAYERS}-player games")
    playouts = games_per_second(games)
    return {"games": playouts, **calls, "legal_actions_target_median_ms": LEGAL_ACTIONS_TARGET_MS}


if __name__ == "__main__":
    import json
    print(json.dumps(run(), indent=2))
