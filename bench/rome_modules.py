"""Foundations of Rome with its modules against the base game, in the same run:
``legal_actions`` median and p99 on mid-game states (the first turn decision after 60–100
moves of the benchmark player: the same kind of decision for every setting)
with the options of each module on, and the ratio of medians. Figures only; the issue's
target is a ratio under 2 with every module on ("all": Monuments and the four mixable modules;
the Consul, which mixes only with Monuments, is measured on its own).

    python -m bench.rome_modules [--quick]
"""

from __future__ import annotations

import argparse
import json
import random

from rules import games
from rules.core import playout

from . import engine, states

MIXABLE = {"trading": True, "stealing": True, "roles": True, "objectives": "hidden", "invocations": True}
MODULES = {
    "base": {},
    "monuments": {"monuments": True},
    "trading_stealing": {"trading": True, "stealing": True},
    "roles_objectives": {"roles": True, "objectives": "hidden"},
    "invocations": {"invocations": True},
    "consul": {"consul": "challenge", "monuments": True},
    "all": {"monuments": True, **MIXABLE},
}


def positions(options: dict, count: int) -> list[dict]:
    game = games.get("foundations-of-rome")
    policy = states.policy(game)
    found = []
    for seed in range(1000, 1000 + count):
        state = game.setup(options, seed)
        target = random.Random(seed ^ 0x5EED).randint(states.LOW, states.HIGH)
        for step, (_action, after, _events) in enumerate(playout.steps(game, state, random.Random(seed), policy, 5000)):
            if game.status(after, trusted=True)["terminal"]:
                break
            state = after
            # a turn's main decision, so that every setting is timed on the same kind of state
            if step >= target and state["decisions"] and state["decisions"][-1]["kind"] == "turn":
                break
        found.append(state)
    return found


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.rome_modules", description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    game = games.get("foundations-of-rome")
    count, reps = (10, 10) if args.quick else (50, 50)
    result = {}
    for label, extra in MODULES.items():
        samples: list[int] = []
        for state in positions({"players": 4, **extra}, count):
            samples += engine._time_calls(lambda s=state: game.legal_actions(s), reps)
        result[label] = engine._summary(samples)
    base = result["base"]["median_ms"]
    for label in MODULES:
        result[label]["ratio_to_base"] = result[label]["median_ms"] / base
    print(json.dumps(result, indent=2))


if __name__ == "__main__":
    main()
