"""In-process engine benchmarks of one game: whole random games per second (and the size of
each game's last state), and the time of one ``legal_actions`` / ``apply`` call on mid-game
states (``bench/states.py``), split by turn kind when the game's settings label one. Figures
only — nothing here asserts a time; the targets are printed beside them.

    python -m bench.engine [--quick] [--game GAME|all]   # prints the figures as JSON
"""

from __future__ import annotations

import random
import statistics
from time import perf_counter_ns

from rules.core import Game, canonical

from . import states

LEGAL_ACTIONS_TARGET_MS = 2.0  # target: median legal_actions on a mid-game state under 2 ms
GAME_TARGET_S = 2.0  # target: a whole random game (setup to game over) under 2 s


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
    """Play ``games`` seeded random games from setup to game over; also the size of each
    game's last state as the service sends a state (canonical JSON, ``rules.core.canonical``),
    measured after the clock stops."""
    moves, seconds, last, ended = [], [], [], 0
    for seed in range(first_seed, first_seed + games):
        t0 = perf_counter_ns()
        state, n = states.play_game(game, seed)
        seconds.append((perf_counter_ns() - t0) / 1e9)
        moves.append(n)
        last.append(state)
        ended += game.status(state, trusted=True)["terminal"]
    elapsed = sum(seconds)
    sizes = [len(canonical.dumps(state)) for state in last]
    return {
        "games": games,
        "ended": ended,  # the others stopped at the game's move limit (bench/states.py)
        "seconds": elapsed,
        "games_per_s": games / elapsed,
        "moves_per_game_mean": statistics.fmean(moves),
        # each move: status and legal_actions (trusted: no state check) and apply (checked),
        # as rules.core.playout.steps plays
        "ms_per_move": elapsed * 1000 / sum(moves),
        "seconds_per_game_median": statistics.median(seconds),
        "seconds_per_game_max": max(seconds),
        "end_state_bytes": {"median": statistics.median(sizes), "max": max(sizes), "min": min(sizes)},
    }


def call_times(game: Game, positions: list[dict], reps: int) -> dict:
    """Median/p99 of legal_actions, apply (of a listed action) and the state check alone;
    with ``by_turn_kind`` the first two again for each turn kind (``states.turn_kind``) that
    some of the positions are in."""
    legal, apply_, check, counts = [], [], [], []
    kinds: dict[str, dict] = {}
    choose = states.policy(game)
    for i, state in enumerate(positions):
        actions = game.legal_actions(state)
        counts.append(len(actions))
        action = choose(game, state, actions, random.Random(i))
        la = _time_calls(lambda s=state: game.legal_actions(s), reps)
        ap = _time_calls(lambda s=state, a=action: game.apply(s, a), reps)
        legal += la
        apply_ += ap
        check += _time_calls(lambda s=state: game.check_state(s), reps)
        kind = states.turn_kind(game, state)
        if kind is not None:
            k = kinds.setdefault(kind, {"states": 0, "legal_actions": [], "apply": []})
            k["states"] += 1
            k["legal_actions"] += la
            k["apply"] += ap
    out = {
        "states": len(positions),
        "reps_per_state": reps,
        "actions_per_state_mean": statistics.fmean(counts),
        "legal_actions": _summary(legal),
        "apply": _summary(apply_),
        "check_state": _summary(check),
    }
    if kinds:
        order = states.settings(game).turn_kinds
        rank = {label: i for i, label in enumerate(order)}
        out["by_turn_kind"] = {
            label: {"states": k["states"], "legal_actions": _summary(k["legal_actions"]), "apply": _summary(k["apply"])}
            for label, k in sorted(kinds.items(), key=lambda kv: (rank.get(kv[0], len(order)), kv[0]))
        }
        # the labels no position was in (a quick run has few states)
        out["turn_kinds_missing"] = [label for label in order if label not in kinds]
    return out


def targets(calls: dict, playouts: dict) -> dict:
    """The targets and whether this run met them (for the table and the JSON; never asserted)."""
    return {
        "legal_actions_median_ms": LEGAL_ACTIONS_TARGET_MS,
        "legal_actions_median_met": calls["legal_actions"]["median_ms"] < LEGAL_ACTIONS_TARGET_MS,
        "game_s": GAME_TARGET_S,
        # judged on the median game; the slowest is printed beside it
        "game_median_met": playouts["seconds_per_game_median"] < GAME_TARGET_S,
        "game_max_met": playouts["seconds_per_game_max"] < GAME_TARGET_S,
    }


def run(
    game: Game,
    quick: bool = False,
    log=print,
    *,
    n_states: int | None = None,
    reps: int | None = None,
    games: int | None = None,
) -> dict:
    """The engine figures of ``game``: 50 mid-game states x 100 calls and 30 games (quick:
    10 x 20 and 4); ``n_states``, ``reps`` and ``games`` override either (a tiny test run)."""
    default = (10, 20, 4) if quick else (50, 100, 30)
    n_states = n_states or default[0]
    reps = reps or default[1]
    games = games or default[2]
    log(
        f"engine [{game.id}]: generating {n_states} mid-game states "
        f"({'-'.join(map(str, states.settings(game).midgame or (states.LOW, states.HIGH)))} moves each): "
        f"{states.describe(game)}"
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
        "targets": targets(calls, playouts),
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
