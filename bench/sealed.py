"""``python -m bench.sealed``: sealed states against plain ones, in process. Figures only.

For each game: the size of a late-game state's JSON and of its ``state_token`` (zlib, then
AES-GCM, then base64url), and the CPU time of one uncached legal-actions / view / apply
request through the whole Flask app (``ARBITER_CACHE=none``) with the plain state against the
same request with its token. A token is opened, not checked (the engine made it), so sealed
requests should cost less.

    python -m bench.sealed [--quick] [--game GAME|all] [--json out.json]
"""

from __future__ import annotations

import argparse
import statistics
import time

import orjson

from rules.core import Game, canonical
from service.app import create_app
from service.seal import new_key

from . import states, write_json


def _cpu_us(call, reps: int) -> float:
    """Median thread CPU time of ``call()`` in microseconds (after a warm-up call)."""
    call()
    samples = []
    for _ in range(reps):
        start = time.thread_time_ns()
        call()
        samples.append(time.thread_time_ns() - start)
    return statistics.median(samples) / 1000


def _late_state(game: Game) -> dict:
    """The last state before the end of a seeded benchmark game."""
    every = states.game_states(game, seed=4242, max_moves=10_000)
    live = [s for s in every if not game.status(s, trusted=True)["terminal"]]
    return live[-1]


def run(game: Game, quick: bool = False) -> dict:
    app = create_app({"ARBITER_SEAL_KEYS": new_key(), "ARBITER_CACHE": "none"})
    client = app.test_client()
    sealer = app.extensions["arbiter"]["sealer"]
    late = _late_state(game)
    plain_bytes = len(canonical.dumps(late))
    token = sealer.seal(game.id, late)
    result: dict = {
        "game": game.id,
        "late_state_bytes": plain_bytes,
        "late_token_bytes": len(token),
        "token_to_state": len(token) / plain_bytes,
    }
    midgame = states.midgame_states(game, 3 if quick else 10, first_seed=99)
    reps = 20 if quick else 60
    url = f"/v1/games/{game.id}/"
    rows: dict[str, dict[str, list[float]]] = {}
    for state in midgame:
        seat = game.status(state, trusted=True)["awaiting"][0]
        action = game.legal_actions(state, seat, trusted=True)[0]
        sealed = sealer.seal(game.id, state)
        requests = {
            "legal_actions": ("legal-actions", {"player": seat}),
            "view": ("view", {"player": seat}),
            "apply": ("apply", {"action": action}),
        }
        for name, (endpoint, extra) in requests.items():
            for kind, body in (("plain", {"state": state, **extra}), ("sealed", {"state_token": sealed, **extra})):
                data = orjson.dumps(body)

                def call(data=data, endpoint=endpoint):
                    response = client.post(url + endpoint, data=data, content_type="application/json")
                    assert response.status_code == 200, response.get_data(as_text=True)[:300]

                rows.setdefault(name, {}).setdefault(kind, []).append(_cpu_us(call, reps))
    for name, kinds in rows.items():
        plain, sealed = statistics.median(kinds["plain"]), statistics.median(kinds["sealed"])
        result[name] = {"plain_cpu_us": plain, "sealed_cpu_us": sealed, "sealed_to_plain": sealed / plain}
    return result


def main() -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.sealed", description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true")
    ap.add_argument("--json", metavar="FILE", help="also write the figures as JSON")
    states.add_game_argument(ap)
    args = ap.parse_args()
    results = {}
    for game in args.game:
        r = results[game.id] = run(game, args.quick)
        print(
            f"{game.id}: late-game state {r['late_state_bytes']} bytes of JSON, "
            f"token {r['late_token_bytes']} bytes ({r['token_to_state']:.0%})"
        )
        for name in ("legal_actions", "view", "apply"):
            row = r[name]
            print(
                f"  {name:<14} uncached, CPU per request: plain {row['plain_cpu_us']:.0f} µs, "
                f"sealed {row['sealed_cpu_us']:.0f} µs ({row['sealed_to_plain']:.0%} of plain)"
            )
    if args.json:
        write_json(args.json, results)


if __name__ == "__main__":
    main()
