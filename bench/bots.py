"""Bot strength: two-player Foundations of Rome games between two policies, seats alternating,
with the win rate and its 95% Wilson interval (a shared win counts half). Figures only.

    python -m bench.bots [--games N] [--budget-ms MS] [--pairs greedy:random,mcts:greedy]

The issue's targets: greedy beats random in at least 80% of games; MCTS with a 100 ms budget
beats greedy in at least 60%.
"""

from __future__ import annotations

import argparse
import json
import math
import sys
import time

from rules import games
from rules.core import bots

GAME = "foundations-of-rome"
MAX_ACTIONS = 5000


def wilson(wins: float, games_played: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a win rate."""
    if not games_played:
        return (0.0, 1.0)
    p = wins / games_played
    centre = p + z * z / (2 * games_played)
    spread = z * math.sqrt(p * (1 - p) / games_played + z * z / (4 * games_played * games_played))
    scale = 1 + z * z / games_played
    return ((centre - spread) / scale, (centre + spread) / scale)


def play(first: str, second: str, seed: int, budget_ms: int) -> tuple[list[int], int]:
    """One game, ``first`` in seat 0: the winners and the number of actions."""
    game = games.get(GAME)
    state = game.setup({"players": 2}, seed)
    policies = (first, second)
    for count in range(MAX_ACTIONS):
        status = game.status(state, trusted=True)
        if status["terminal"]:
            return list(status["winners"] or []), count
        seat = status["awaiting"][0]
        action = bots.choose(game, state, seat, policies[seat], seed=seed * 7919 + count, budget_ms=budget_ms)
        state, _ = game.apply(state, action, trusted=True)
    return [], MAX_ACTIONS


def pairing(policy: str, rival: str, games_played: int, budget_ms: int) -> dict:
    wins = 0.0
    lengths = []
    started = time.perf_counter()
    for g in range(games_played):
        seat = g % 2  # alternate who starts
        order = (policy, rival) if seat == 0 else (rival, policy)
        winners, length = play(*order, seed=10_000 + g, budget_ms=budget_ms)
        lengths.append(length)
        if seat in winners:
            wins += 1.0 / len(winners)
        print(f"game {g}: {policy} in seat {seat}, winners {winners}, {length} actions", file=sys.stderr, flush=True)
    low, high = wilson(wins, games_played)
    return {
        "games": games_played,
        "win_rate": wins / games_played,
        "ci95": [round(low, 3), round(high, 3)],
        "median_actions": sorted(lengths)[len(lengths) // 2],
        "seconds": round(time.perf_counter() - started, 1),
    }


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.bots", description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--budget-ms", type=int, default=100)
    ap.add_argument("--pairs", default="greedy:random,mcts:greedy")
    args = ap.parse_args()
    result = {}
    for pair in args.pairs.split(","):
        policy, rival = pair.split(":")
        result[f"{policy} vs {rival}"] = pairing(policy, rival, args.games, args.budget_ms)
        print(json.dumps({pair: result[f"{policy} vs {rival}"]}), flush=True)
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
