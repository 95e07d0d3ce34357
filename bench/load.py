"""Load on the deployment shape: many concurrent games through nginx, three cache set-ups.

    python -m bench.load            # about 2 minutes
    python -m bench.load --quick    # about 30 s, noisier
    python -m bench.load --json out.json

It starts the shape of ``deploy/compose.yaml`` on loopback (``bench/cluster.py``): nginx
round-robin in front of two ``arbiter serve`` instances, once per cache set-up —

* ``memory``: each instance's in-process LRU (``ARBITER_CACHE=memory``),
* ``redis``: one redis-server shared by both instances (``ARBITER_REDIS_URL``),
* ``none``: no cache (``ARBITER_CACHE=none``),

then replays concurrent Foundations of Rome games against each front in turn, the way
polling frontends use the service: for every state, each player of the game asks for its
legal actions (``--polls`` times: frontends refresh), then the awaiting player's client
applies one of them. Games have 2, 3 or 4 players and start at seeded positions 0 to 100
moves in (computed in-process beforehand), so a run covers every phase of a game; each
round uses new seeds, so no run finds what an earlier one cached. Every request needs the
previous answer, so the client is Python (a thread per game, keep-alive ``http.client``
connections to nginx), not wrk. Each request's answer is checked for shape (the awaiting
player has actions, the others none); failures are counted, never retried.

Measured per cache set-up: requests/s through nginx, moves/s, latency p50/p99 (client side),
the cache hit ratio from the instances' /metrics, how nginx split the requests, and CPU per
request of each part (instances, nginx, Redis, the load generator: their processes' user +
system time from /proc). The load generator shares the CPUs with everything else; CPU per
request is the figure least moved by that or by other processes, which the table reports
("NOT QUIET" when they kept more than a tenth of the CPUs busy).

Figures are printed, never asserted. ``--threads N`` runs gthread workers (keep-alive
between nginx and gunicorn) instead of ``arbiter serve``'s default sync workers.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import os
import platform
import random
import signal
import sys
import threading
import time
from dataclasses import dataclass, field

import orjson

from rules.core import playout as playouts
from rules.foundations_of_rome import GAME

from . import states, write_json
from .cluster import cache_counts, group_cpu_seconds, local_cluster, metric_sum, metrics

API = f"/v1/games/{GAME.id}"
#: the benchmarks' random player of this game (bench/states.py SETTINGS)
POLICY = states.policy(GAME)
MODES = {
    "memory": ("in-process cache", {"ARBITER_CACHE": "memory"}),
    "redis": ("Redis (shared)", {"ARBITER_CACHE": "redis"}),  # + ARBITER_REDIS_URL
    "none": ("no cache", {"ARBITER_CACHE": "none"}),
}
HEADERS = {"Content-Type": "application/json"}


# --- the games ------------------------------------------------------------------------------
def start_positions(count: int, round_no: int, max_start: int = 100) -> list[tuple[int, int, dict]]:
    """``(seed, players, state)`` of ``count`` games, each some moves in (0..max_start), so a
    run covers every phase of a game, not only openings. 2, 3 and 4 players in turn. The
    seeds differ per round, so no run finds answers an earlier one cached."""
    out = []
    for i in range(count):
        seed = 100_000 * (round_no + 1) + i
        players = 2 + i % 3
        target = (i * 37) % (max_start + 1)
        state = GAME.setup({"players": players}, seed)
        for _action, nxt, _events in playouts.steps(GAME, state, random.Random(seed), POLICY, target):
            if GAME.status(nxt, trusted=True)["terminal"]:
                break
            state = nxt
        out.append((seed, players, state))
    return out


@dataclass
class Tally:
    """What one client thread saw."""

    latencies: dict[str, list[float]] = field(default_factory=lambda: {"legal-actions": [], "apply": [], "setup": []})
    errors: int = 0
    wrong: int = 0
    moves: int = 0
    games_finished: int = 0
    states: int = 0  # distinct states queried
    lookups_distinct: int = 0  # distinct cacheable requests (legal-actions per player, apply)
    first_error: str | None = None


class Client:
    """One polling game table: a keep-alive connection to the front, one game after another."""

    def __init__(self, port: int, polls: int, tally: Tally):
        self.port, self.polls, self.tally = port, polls, tally
        self.conn = http.client.HTTPConnection("127.0.0.1", port, timeout=30)

    def post(self, endpoint: str, body: dict) -> dict | None:
        data = orjson.dumps(body)
        for attempt in (0, 1):
            t0 = time.perf_counter()
            try:
                self.conn.request("POST", f"{API}/{endpoint}", data, HEADERS)
                response = self.conn.getresponse()
                payload = response.read()
            except (OSError, http.client.HTTPException) as err:
                self.conn.close()  # reconnects on the next request
                if attempt == 0 and isinstance(
                    err, (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError)
                ):
                    continue  # the front closed an idle keep-alive connection: once more
                self._error(f"{endpoint}: {err!r}")
                return None
            elapsed = time.perf_counter() - t0
            if response.will_close:
                self.conn.close()
            if response.status != 200:
                self._error(f"{endpoint}: HTTP {response.status} {payload[:200]!r}")
                return None
            self.tally.latencies[endpoint].append(elapsed)
            return orjson.loads(payload)
        return None

    def _error(self, what: str) -> None:
        self.tally.errors += 1
        self.tally.first_error = self.tally.first_error or what

    def play(self, seed: int, players: int, state: dict | None, deadline: float) -> bool:
        """Play from ``state`` (None: set up a new game) until the game ends (True) or the
        deadline passes or a request fails (False)."""
        rnd = random.Random(seed)
        t = self.tally
        if state is None:
            answer = self.post("setup", {"options": {"players": players}, "seed": seed})
            if answer is None:
                return False
            state = answer["state"]
        while time.monotonic() < deadline:
            t.states += 1
            t.lookups_distinct += players + 1
            actions: list[dict] = []
            awaiting: list[int] = []
            for poll in range(self.polls):
                for player in range(players):
                    answer = self.post("legal-actions", {"state": state, "player": player})
                    if answer is None:
                        return False
                    awaiting = answer["status"]["awaiting"]
                    if bool(answer["actions"]) != (player in awaiting) or any(
                        a["player"] != player for a in answer["actions"]
                    ):
                        t.wrong += 1
                    if poll == 0:
                        actions += answer["actions"]
            if not actions:
                t.wrong += 1
                return False
            answer = self.post("apply", {"state": state, "action": POLICY(GAME, state, actions, rnd)})
            if answer is None:
                return False
            t.moves += 1
            state = answer["state"]
            if answer["status"]["terminal"]:
                t.games_finished += 1
                return True
        return False


def run_games(port: int, games: list[tuple[int, int, dict]], seconds: float, polls: int) -> dict:
    """Every game in its own thread against the front at ``port`` for ``seconds``."""
    deadline = time.monotonic() + seconds
    tallies = [Tally() for _ in games]

    def table(i: int) -> None:
        seed, players, state = games[i]
        client = Client(port, polls, tallies[i])
        k = 0
        while time.monotonic() < deadline:
            finished = client.play(seed + 1_000_000 * k, players, state, deadline)
            if not finished and time.monotonic() < deadline:
                time.sleep(0.05)  # after an error: a fresh game, not a busy loop
            state, k = None, k + 1
        client.conn.close()

    wall0 = time.monotonic()
    threads = [threading.Thread(target=table, args=(i,), daemon=True) for i in range(len(games))]
    for th in threads:
        th.start()
    for th in threads:
        th.join()
    return {"wall": time.monotonic() - wall0, "tallies": tallies}


def _own_cpu() -> float:
    t = os.times()
    return t.user + t.system


def _busy_cpu_seconds() -> float | None:
    """CPU seconds all CPUs spent busy so far (/proc/stat), None without /proc."""
    try:
        with open("/proc/stat") as f:
            fields = [int(x) for x in f.readline().split()[1:]]
    except OSError:
        return None
    return (sum(fields) - fields[3] - fields[4]) / os.sysconf("SC_CLK_TCK")


# --- measuring ------------------------------------------------------------------------------
def _requests_by_instance(bases: list[str]) -> list[float]:
    return [metric_sum(metrics(b), "arbiter_http_requests_total", method="POST") for b in bases]


def _cache_by_endpoint(bases: list[str]) -> dict[str, float]:
    out: dict[str, float] = {}
    for base in bases:
        samples = metrics(base)
        for endpoint in ("legal-actions", "apply"):
            for kind in ("hits", "misses"):
                key = f"{endpoint}_{kind}"
                out[key] = out.get(key, 0.0) + metric_sum(samples, f"arbiter_cache_{kind}_total", endpoint=endpoint)
    return out


class CpuClock:
    """CPU seconds so far of: the instances, nginx, Redis, this process (the load
    generator), and all CPUs together (busy time from /proc/stat)."""

    def __init__(self, cluster, redis_pid: int | None):
        groups = cluster.process_groups()
        self.nginx = [cluster.nginx_pid]
        self.instances = [g for g in groups if g != cluster.nginx_pid]
        self.redis = [redis_pid] if redis_pid else []

    def read(self) -> dict:
        return {
            "instances": group_cpu_seconds(self.instances),
            "nginx": group_cpu_seconds(self.nginx),
            "redis": group_cpu_seconds(self.redis) if self.redis else 0.0,
            "client": _own_cpu(),
            "all": _busy_cpu_seconds(),
        }


def measure(cluster, games, seconds: float, polls: int, redis_pid: int | None = None) -> dict:
    """One timed run against ``cluster``: client figures, CPU time, and the instances'
    /metrics deltas."""
    port = int(cluster.url.rsplit(":", 1)[1])
    before_cache, before_ep = cache_counts(cluster.instances), _cache_by_endpoint(cluster.instances)
    before_req = _requests_by_instance(cluster.instances)
    clock = CpuClock(cluster, redis_pid)
    cpu0 = clock.read()
    r = run_games(port, games, seconds, polls)
    cpu1 = clock.read()
    after_cache, after_ep = cache_counts(cluster.instances), _cache_by_endpoint(cluster.instances)
    after_req = _requests_by_instance(cluster.instances)
    cpu = {k: (cpu1[k] - cpu0[k]) if cpu0[k] is not None else None for k in cpu0}
    tallies = r["tallies"]
    lat = {ep: [x for t in tallies for x in t.latencies[ep]] for ep in ("legal-actions", "apply", "setup")}
    return {
        "seconds": r["wall"],
        "latencies": lat,
        "requests": sum(len(v) for v in lat.values()),
        "moves": sum(t.moves for t in tallies),
        "games_finished": sum(t.games_finished for t in tallies),
        "errors": sum(t.errors for t in tallies),
        "first_error": next((t.first_error for t in tallies if t.first_error), None),
        "wrong": sum(t.wrong for t in tallies),
        "states": sum(t.states for t in tallies),
        "lookups_distinct": sum(t.lookups_distinct for t in tallies),
        "cache": {k: after_cache[k] - before_cache[k] for k in after_cache},
        "cache_by_endpoint": {k: after_ep[k] - before_ep[k] for k in after_ep},
        "requests_by_instance": [a - b for a, b in zip(after_req, before_req, strict=False)],
        "cpu_s": cpu,
    }


def _pct(xs: list[float], q: float) -> float:
    if not xs:
        return float("nan")
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] * 1000


def summarize(runs: list[dict]) -> dict:
    """Pool the rounds of one mode."""
    secs = sum(r["seconds"] for r in runs)
    lat = {ep: [x for r in runs for x in r["latencies"][ep]] for ep in ("legal-actions", "apply", "setup")}
    everything = [x for xs in lat.values() for x in xs]
    requests = sum(r["requests"] for r in runs)
    cache = {k: sum(r["cache"][k] for r in runs) for k in runs[0]["cache"]}
    by_ep = {k: sum(r["cache_by_endpoint"][k] for r in runs) for k in runs[0]["cache_by_endpoint"]}
    lookups = cache["hits"] + cache["misses"]
    per_instance = [
        sum(r["requests_by_instance"][i] for r in runs) for i in range(len(runs[0]["requests_by_instance"]))
    ]
    cpu = {k: sum(r["cpu_s"][k] or 0.0 for r in runs) for k in runs[0]["cpu_s"]}
    ours = cpu["instances"] + cpu["nginx"] + cpu["redis"] + cpu["client"]
    out = {
        "req_per_s": requests / secs,
        "rounds_req_per_s": [r["requests"] / r["seconds"] for r in runs],
        "moves_per_s": sum(r["moves"] for r in runs) / secs,
        "requests": requests,
        "seconds": secs,
        "latency_p50_ms": _pct(everything, 0.50),
        "latency_p99_ms": _pct(everything, 0.99),
        "legal_actions_p50_ms": _pct(lat["legal-actions"], 0.50),
        "legal_actions_p99_ms": _pct(lat["legal-actions"], 0.99),
        "apply_p50_ms": _pct(lat["apply"], 0.50),
        "apply_p99_ms": _pct(lat["apply"], 0.99),
        "cache_hits": cache["hits"],
        "cache_misses": cache["misses"],
        "cache_errors": cache["errors"],
        "cache_skips": cache["skips"],
        "cache_hit_ratio": cache["hits"] / lookups if lookups else None,
        "legal_actions_hit_ratio": (
            by_ep["legal-actions_hits"] / (by_ep["legal-actions_hits"] + by_ep["legal-actions_misses"])
            if by_ep["legal-actions_hits"] + by_ep["legal-actions_misses"]
            else None
        ),
        "apply_hit_ratio": (
            by_ep["apply_hits"] / (by_ep["apply_hits"] + by_ep["apply_misses"])
            if by_ep["apply_hits"] + by_ep["apply_misses"]
            else None
        ),
        # the best any cache could do: every repeat of a request is a hit
        "ideal_hit_ratio": 1
        - sum(r["lookups_distinct"] for r in runs)
        / max(1, sum(len(r["latencies"]["legal-actions"]) + len(r["latencies"]["apply"]) for r in runs)),
        "requests_by_instance": per_instance,
        "errors": sum(r["errors"] for r in runs),
        "first_error": next((r["first_error"] for r in runs if r["first_error"]), None),
        "wrong_answers": sum(r["wrong"] for r in runs),
        "moves": sum(r["moves"] for r in runs),
        "games_finished": sum(r["games_finished"] for r in runs),
        # CPU per request of each part (µs), and CPUs kept busy on average
        "cpu_us_per_req": {
            k: cpu[k] / requests * 1e6 if requests else None for k in ("instances", "nginx", "redis", "client")
        },
        "cpus_busy": {k: v / secs for k, v in cpu.items()},
        # other processes of the machine (a neighbour's test suite, a build) during the runs
        "other_cpus_busy": max(0.0, (cpu["all"] - ours) / secs) if runs[0]["cpu_s"]["all"] is not None else None,
    }
    return out


# --- the benchmark --------------------------------------------------------------------------
def run(
    quick: bool = False,
    games: int | None = None,
    seconds: float | None = None,
    rounds: int | None = None,
    polls: int = 2,
    workers: int = 1,
    threads: int = 1,
    modes: list[str] | None = None,
    log=print,
) -> dict:
    from tests.servers import RedisServer  # the tests' throw-away redis-server

    modes = modes or list(MODES)
    games = games or (16 if quick else 24)
    seconds = seconds or (6.0 if quick else 10.0)
    rounds = rounds or (1 if quick else 3)
    warmup = 1.5 if quick else 2.0
    result = {
        "modes": modes,
        "games": games,
        "polls": polls,
        "workers_per_instance": workers,
        "threads_per_worker": threads,
        "instances": 2,
        "seconds_per_run": seconds,
        "rounds": rounds,
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
    }
    log(f"load: preparing {games * (rounds + 1)} starting positions")
    warm_games = start_positions(games, round_no=900)
    round_games = [start_positions(games, round_no=r) for r in range(rounds)]

    runs: dict[str, list[dict]] = {m: [] for m in modes}
    with contextlib.ExitStack() as stack:
        redis_server = None
        if "redis" in modes:
            redis_server = RedisServer().start()
            stack.callback(redis_server.close)
        clusters = {}
        for mode in modes:
            env = {**MODES[mode][1], "ARBITER_THREADS": str(threads)}
            if mode == "redis":
                env["ARBITER_REDIS_URL"] = redis_server.url
            log(
                f"load: starting {mode}: nginx + 2 x arbiter serve ({workers} worker(s) each, "
                f"{threads} thread(s) per worker)"
            )
            clusters[mode] = stack.enter_context(local_cluster(env=env, instances=2, workers=workers, access_log=False))
        for mode in modes:  # connections, imports and code paths warm; not counted
            log(f"load: warm-up {mode} {warmup:g} s")
            run_games(int(clusters[mode].url.rsplit(":", 1)[1]), warm_games, warmup, polls)
        for r in range(rounds):
            for mode in modes:  # interleaved, so a burst of outside load hits every mode alike
                if redis_server is not None and mode == "redis":
                    _flush(redis_server.url)
                log(f"load: round {r + 1}/{rounds}: {mode} for {seconds:g} s ({games} games)")
                one = measure(
                    clusters[mode], round_games[r], seconds, polls, redis_server.proc.pid if mode == "redis" else None
                )
                if one["errors"]:
                    log(f"load: warning: {one['errors']} failed requests ({one['first_error']})")
                runs[mode].append(one)
    for mode in modes:
        result[mode] = summarize(runs[mode])
    return result


def _flush(url: str) -> None:
    import redis

    client = redis.Redis.from_url(url)
    client.flushall()
    client.close()


def _ms(x: float) -> str:
    return f"{x:.1f}" if x < 100 else f"{x:.0f}"


def _ratio(x: float | None) -> str:
    return "-" if x is None else f"{x:.0%}"


def table(result: dict) -> str:
    modes = result["modes"]
    rows: list[tuple[str, list[str]]] = [
        ("", [MODES[m][0] for m in modes]),
        ("requests/s (through nginx)", [f"{result[m]['req_per_s']:.0f}" for m in modes]),
        ("  per round", [" ".join(f"{x:.0f}" for x in result[m]["rounds_req_per_s"]) for m in modes]),
        ("moves/s (applies)", [f"{result[m]['moves_per_s']:.1f}" for m in modes]),
        (
            "latency p50 / p99 ms",
            [f"{_ms(result[m]['latency_p50_ms'])} / {_ms(result[m]['latency_p99_ms'])}" for m in modes],
        ),
        (
            "  legal-actions p50 / p99",
            [f"{_ms(result[m]['legal_actions_p50_ms'])} / {_ms(result[m]['legal_actions_p99_ms'])}" for m in modes],
        ),
        ("  apply p50 / p99", [f"{_ms(result[m]['apply_p50_ms'])} / {_ms(result[m]['apply_p99_ms'])}" for m in modes]),
        ("cache hit ratio (/metrics)", [_ratio(result[m]["cache_hit_ratio"]) for m in modes]),
        (
            "  legal-actions / apply",
            [f"{_ratio(result[m]['legal_actions_hit_ratio'])} / {_ratio(result[m]['apply_hit_ratio'])}" for m in modes],
        ),
        ("cache errors / skips", [f"{result[m]['cache_errors']:.0f} / {result[m]['cache_skips']:.0f}" for m in modes]),
        (
            "requests on instance A / B",
            [
                " / ".join(
                    f"{x / max(1, sum(result[m]['requests_by_instance'])):.0%}"
                    for x in result[m]["requests_by_instance"]
                )
                for m in modes
            ],
        ),
        ("CPU µs/request: instances", [f"{result[m]['cpu_us_per_req']['instances']:.0f}" for m in modes]),
        (
            "  nginx / redis",
            [f"{result[m]['cpu_us_per_req']['nginx']:.0f} / {result[m]['cpu_us_per_req']['redis']:.0f}" for m in modes],
        ),
        ("  load generator", [f"{result[m]['cpu_us_per_req']['client']:.0f}" for m in modes]),
        (
            "other processes' CPUs busy",
            [f"{result[m]['other_cpus_busy']:.2f}" if result[m]["other_cpus_busy"] is not None else "-" for m in modes],
        ),
        ("failed / wrong answers", [f"{result[m]['errors']} / {result[m]['wrong_answers']}" for m in modes]),
    ]
    width = max(len(k) for k, _ in rows)
    colw = max(18, *(len(v) for _, vs in rows for v in vs))
    lines = [f"{k:<{width}}  " + "  ".join(f"{v:>{colw}}" for v in vs) for k, vs in rows]
    ideal = result[modes[0]]["ideal_hit_ratio"]
    m = result["machine"]
    lines += [
        (
            f"  shape: nginx (1 worker, round-robin) -> 2 x arbiter serve ({result['workers_per_instance']} "
            f"gunicorn worker(s) each, {_worker_kind(result['threads_per_worker'])}) [+ 1 redis-server], 127.0.0.1"
        ),
        (
            f"  load: {result['games']} concurrent games (2, 3, 4 players), per state each player asks "
            f"legal-actions {result['polls']}x, then 1 apply; Python client, keep-alive; "
            f"{result['rounds']} x {result['seconds_per_run']:g} s per cache set-up, interleaved"
        ),
        f"  a cache that kept every answer would hit {ideal:.0%} of lookups (every repeated request)",
        "  CPU µs/request: user + system time of each part's processes (/proc) per answered request",
        f"  machine: {m['cpus']} CPUs, Python {m['python']}, {m['platform']}",
    ]
    others = max((result[x]["other_cpus_busy"] or 0.0) for x in modes)
    if others > 0.1 * (m["cpus"] or 1):
        lines.append(
            f"  NOT QUIET: other processes kept up to {others:.2f} of {m['cpus']} CPUs busy; "
            "req/s and latencies are low and noisy (CPU µs/request much less so)"
        )
    return "\n".join(lines)


def _worker_kind(threads: int) -> str:
    return "sync: one connection per request" if threads == 1 else f"gthread x{threads}: keep-alive"


def _log(message: str) -> None:
    print(message, file=sys.stderr, flush=True)


def _terminate(signum, frame):  # SIGTERM -> exception, so every server is stopped
    raise KeyboardInterrupt(f"signal {signum}")


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench.load", description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="about 30 s: 1 round of 6 s per set-up, 16 games")
    ap.add_argument("--games", type=int, help="concurrent games (default 24, quick 16)")
    ap.add_argument("--seconds", type=float, help="seconds per timed run (default 10, quick 6)")
    ap.add_argument("--rounds", type=int, help="interleaved rounds per set-up (default 3, quick 1)")
    ap.add_argument("--polls", type=int, default=2, help="legal-actions requests per player per state (default 2)")
    ap.add_argument("--workers", type=int, default=1, help="gunicorn workers per instance (default 1)")
    ap.add_argument(
        "--threads",
        type=int,
        default=1,
        help="threads per worker (ARBITER_THREADS; default 1: sync workers, as `arbiter serve`; "
        ">1: gthread workers, which keep nginx's upstream connections alive)",
    )
    ap.add_argument("--modes", default=",".join(MODES), help="cache set-ups to run (default memory,redis,none)")
    ap.add_argument("--json", metavar="FILE", help="also write every figure as JSON ('-': stdout)")
    args = ap.parse_args(argv)
    modes = [m.strip() for m in args.modes.split(",") if m.strip()]
    unknown = set(modes) - set(MODES)
    if unknown:
        ap.error(f"unknown modes: {', '.join(sorted(unknown))}")
    signal.signal(signal.SIGTERM, _terminate)
    started = time.monotonic()
    result = run(
        quick=args.quick,
        games=args.games,
        seconds=args.seconds,
        rounds=args.rounds,
        polls=args.polls,
        workers=args.workers,
        threads=args.threads,
        modes=modes,
        log=_log,
    )
    result["total_seconds"] = time.monotonic() - started
    print(table(result))
    print(f"  total {result['total_seconds']:.0f} s")
    if args.json:
        write_json(args.json, result)
    return 0


if __name__ == "__main__":
    sys.exit(main())
