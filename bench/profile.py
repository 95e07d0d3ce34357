"""Profile one legal-actions request inside the service, without gunicorn or sockets.

    python -m bench.profile                 # cache off: the full path of every request
    python -m bench.profile --cache memory  # warm cache: the path of a cache hit
    python -m bench.profile --echo          # the echo baseline app, for comparison
    python -m bench.profile --game all      # every playable game in turn (default foundations-of-rome)

Calls the WSGI app directly with a prebuilt environ (what gunicorn hands it), so the figures are
Flask + flask-smorest/webargs + service + engine without gunicorn's own per-request cost, and
prints the CPU time per request and the functions where it goes (cProfile; profiling slows
everything, the shares are what count).
"""

from __future__ import annotations

import argparse
import cProfile
import io
import os
import pstats
import time

from werkzeug.test import EnvironBuilder

from . import states
from .http import legal_actions_path, request_body


def make_app(cache: str, echo: bool):
    if echo:
        from .echo_app import create_app

        return create_app()
    os.environ["ARBITER_CACHE"] = cache
    from service.app import create_app

    return create_app()


def caller(app, path: str, body: bytes):
    base = EnvironBuilder(path=path, method="POST", data=body, content_type="application/json").get_environ()

    def start_response(status, headers, exc_info=None):
        if not status.startswith("200"):
            raise RuntimeError(f"request failed: {status}")

    def one():
        env = dict(base)
        env["wsgi.input"] = io.BytesIO(body)
        out = app(env, start_response)
        b"".join(out)
        if hasattr(out, "close"):
            out.close()

    return one


def main(argv=None) -> None:
    ap = argparse.ArgumentParser(prog="python -m bench.profile")
    ap.add_argument("--cache", default="none", choices=["none", "memory"])
    ap.add_argument("--echo", action="store_true", help="profile the echo baseline instead")
    ap.add_argument("-n", type=int, default=2000, help="requests (default 2000)")
    ap.add_argument("--top", type=int, default=30)
    ap.add_argument("--sort", default="tottime", choices=["tottime", "cumulative"])
    states.add_game_argument(ap)
    args = ap.parse_args(argv)

    app = make_app(args.cache, args.echo)
    for game in args.game:
        profile(app, game, args)


def profile(app, game, args) -> None:
    print(f"== {states.describe(game)}: POST {legal_actions_path(game)}", flush=True)
    body = request_body(game, states.midgame_states(game, 1, first_seed=777)[0])
    one = caller(app, legal_actions_path(game), body)
    for _ in range(50):
        one()
    # CPU time of this process, best of 5 batches: little moved by other processes
    batch = max(1, args.n // 5)
    per = float("inf")
    for _ in range(5):
        t0 = time.process_time()
        for _ in range(batch):
            one()
        per = min(per, (time.process_time() - t0) / batch)
    print(
        f"{'echo' if args.echo else 'legal-actions, cache ' + args.cache}: "
        f"{per * 1e6:.0f} µs CPU per request in-process, unprofiled (best of 5 x {batch}; "
        f"≈ {1 / per:.0f} req/s per core before gunicorn's own cost)"
    )
    prof = cProfile.Profile()
    prof.enable()
    for _ in range(args.n):
        one()
    prof.disable()
    pstats.Stats(prof).sort_stats(args.sort).print_stats(args.top)


if __name__ == "__main__":
    main()
