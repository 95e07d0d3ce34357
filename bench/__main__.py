"""``python -m bench``: the engine and HTTP benchmarks, then a summary table.

    python -m bench                 # ~1 minute: engine, then HTTP (echo, warm, cold, no cache)
    python -m bench --quick         # ~20 s, noisier
    python -m bench --json out.json # also write every figure as JSON
    python -m bench --game all      # every playable game in turn (default foundations-of-rome)

Figures are printed, never asserted: they depend on the machine and on what else runs on it.
"""

from __future__ import annotations

import argparse
import os
import platform
import signal
import sys
import time

from . import engine, states, write_json
from . import http as http_bench


def _terminate(signum, frame):  # turn SIGTERM into an exception so servers get cleaned up
    raise KeyboardInterrupt(f"signal {signum}")


class CpuMeter:
    """How much CPU other processes (not this one or its children) took while it ran.

    Busy time of all CPUs from /proc/stat minus this process's and its reaped children's
    (servers and wrk are reaped before it is read). On a shared 2-core machine a busy
    neighbour (a test suite, a build) lowers every figure, so the table says so.
    """

    def __init__(self):
        self.ok = os.path.exists("/proc/stat")
        self.start = self._read() if self.ok else None

    @staticmethod
    def _read():
        with open("/proc/stat") as f:
            fields = [int(x) for x in f.readline().split()[1:]]
        busy = sum(fields) - fields[3] - fields[4]  # all but idle and iowait
        t = os.times()
        return (
            busy / os.sysconf("SC_CLK_TCK"),
            t.user + t.system + t.children_user + t.children_system,
            time.monotonic(),
        )

    def others(self) -> float | None:
        """Average number of CPUs other processes kept busy since the start."""
        if not self.ok:
            return None
        busy1, own1, t1 = self.start
        busy2, own2, t2 = self._read()
        return max(0.0, ((busy2 - busy1) - (own2 - own1)) / (t2 - t1))


def _details(r: dict) -> str:
    """Latency and server CPU per request of one HTTP run kind."""
    out = f"latency p50 {r['latency_p50_ms']:.1f} ms / p99 {r['latency_p99_ms']:.1f} ms"
    if r.get("server_cpu_us_per_req"):
        out += f"; server CPU {r['server_cpu_us_per_req']:.0f} µs/request"
        if r.get("cpu_ratio_to_echo"):
            out += f" (by CPU: {r['cpu_ratio_to_echo']:.0%} of echo)"
    return out


def _fmt_ms(x: float) -> str:
    return f"{x:.2f} ms" if x >= 0.1 else f"{x * 1000:.0f} µs"


def _fmt_s(x: float) -> str:
    return f"{x:.2f} s" if x >= 0.1 else f"{x * 1000:.0f} ms"


def _verdict(met: bool) -> str:
    """Pass/fail wording of a target (printed, never asserted)."""
    return "pass" if met else "FAIL"


def _rows(e: dict | None, h: dict | None) -> list[tuple[str, str]]:
    """The table rows of one game's engine (``e``) and HTTP (``h``) figures."""
    rows = []
    if e:
        g = e["games"]
        la, ap, ck = e["legal_actions"], e["apply"], e["check_state"]
        players = e["options"].get("players")
        t = e["targets"]
        la_goal, size = t["legal_actions_median_ms"], g["end_state_bytes"]
        rows += [
            (
                f"engine  games/s ({players}p random playouts)" if players else "engine  games/s (random playouts)",
                f"{g['games_per_s']:.1f}  ({g['moves_per_game_mean']:.0f} moves/game, "
                f"{g['ms_per_move']:.2f} ms/move incl. legal_actions+apply+status)",
            ),
            (
                "engine  one whole game median / slowest",
                f"{_fmt_s(g['seconds_per_game_median'])} / {_fmt_s(g['seconds_per_game_max'])}  "
                f"(target a game < {t['game_s']:g} s: {_verdict(t['game_median_met'])}; "
                f"slowest {'also under' if t['game_max_met'] else 'OVER'})",
            ),
            (
                "engine  state size at game end median / max",
                f"{size['median']:.0f} / {size['max']} bytes  (canonical JSON, {g['games']} games)",
            ),
        ]
        rows += [
            (
                "engine  legal_actions median / p99",
                f"{_fmt_ms(la['median_ms'])} / {_fmt_ms(la['p99_ms'])}  "
                f"(target median < {la_goal:g} ms: {_verdict(t['legal_actions_median_met'])}; {e['states']} states)",
            ),
            ("engine  apply median / p99", f"{_fmt_ms(ap['median_ms'])} / {_fmt_ms(ap['p99_ms'])}"),
        ]
        for kind, k in (e.get("by_turn_kind") or {}).items():
            kla, kap = k["legal_actions"], k["apply"]
            rows.append(
                (
                    f"engine  {kind}: legal_actions / apply",
                    f"median {_fmt_ms(kla['median_ms'])} / {_fmt_ms(kap['median_ms'])}, "
                    f"p99 {_fmt_ms(kla['p99_ms'])} / {_fmt_ms(kap['p99_ms'])}  "
                    f"({k['states']} state{'s' if k['states'] != 1 else ''}; "
                    f"legal_actions target: {_verdict(kla['median_ms'] < la_goal)})",
                )
            )
        if e.get("turn_kinds_missing"):
            rows.append(("", f"no mid-game state was in: {', '.join(e['turn_kinds_missing'])}"))
        rows.append(
            ("engine  of which check_state median", f"{_fmt_ms(ck['median_ms'])}  (state validation, done by both)")
        )
    if h:
        rows.append(("http    echo baseline req/s", f"{h['echo']['req_per_s']:.0f}"))
        rows.append(("", _details(h["echo"])))
        if h["echo"]["errors"]:
            rows.append(("", f"{h['echo']['errors']} FAILED requests"))
        labels = {
            "legal_actions_warm": "legal-actions (warm cache)",
            "legal_actions_cold": "legal-actions (cold: new state each)",
            "legal_actions_no_cache": "legal-actions (ARBITER_CACHE=none)",
            "legal_actions_one_state_no_cache": "legal-actions (one plain state, no cache)",
            "legal_actions_sealed_no_cache": "legal-actions (the same state sealed, no cache)",
        }
        for key, label in labels.items():
            r = h.get(key)
            if not r:
                continue
            goal = h.get("ratio_targets", {}).get(key)
            target = f"; target ≥ {goal:.0%}" if goal else ""
            rows.append((f"http    {label}", f"{r['req_per_s']:.0f}  ({r['ratio_to_echo']:.0%} of echo{target})"))
            rows.append(("", _details(r)))
            if r["errors"]:
                rows.append(("", f"{r['errors']} FAILED requests"))
    return rows


def table(results: dict) -> str:
    per_game = {gid: _rows(r.get("engine"), r.get("http")) for gid, r in results["games"].items()}
    width = max((len(k) for rows in per_game.values() for k, _ in rows), default=0)
    lines = []
    for gid, rows in per_game.items():
        r = results["games"][gid]
        lines.append(f"== {(r.get('engine') or r.get('http') or {}).get('setup', gid)}")
        lines += [f"{k:<{width}} : {v}" if k else f"{'':<{width}}   {v}" for k, v in rows]
        h = r.get("http")
        if h:
            conns = (
                f"{h['connections']} connections (sync workers close each after one request)"
                if "sync" in h["settings"]
                else f"{h['connections']} keep-alive connections"
            )
            lines.append(
                f"  http setup: {h['settings']}, {conns}, "
                f"{h['rounds']} x {h['seconds_per_run']:g} s per kind, client {h['client']}, "
                f"POST {h['path']}, request body {h['body_bytes']} bytes, 127.0.0.1"
            )
    m = results["machine"]
    lines.append(f"  machine: {m['cpus']} CPUs, Python {m['python']}, {m['platform']}")
    others = results.get("other_processes_cpus")
    if others is not None:
        warn = (
            "  <- NOT QUIET: other processes competed for the CPUs; figures are low and noisy"
            if others > 0.1 * (m["cpus"] or 1)
            else ""
        )
        lines.append(f"  other processes kept {others:.2f} of {m['cpus']} CPUs busy during the run{warn}")
    return "\n".join(lines)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(prog="python -m bench", description="Arbiter benchmarks (figures only).")
    ap.add_argument("--quick", action="store_true", help="about 20 s in all; noisier figures")
    ap.add_argument("--json", metavar="FILE", help="also write every figure to FILE as JSON ('-': stdout)")
    ap.add_argument("--engine-only", action="store_true")
    ap.add_argument("--http-only", action="store_true")
    ap.add_argument("--seconds", type=float, help="seconds per HTTP run (default 3, quick 2)")
    ap.add_argument("--rounds", type=int, help="interleaved rounds of the HTTP runs (default 3, quick 1)")
    ap.add_argument("--connections", type=int, default=8, help="keep-alive connections (default 8)")
    ap.add_argument("--workers", type=int, default=2, help="gunicorn workers (default 2)")
    ap.add_argument(
        "--worker-class",
        default="gthread",
        choices=["gthread", "sync"],
        help="gunicorn worker class for both servers (default gthread; sync closes every connection after one request)",
    )
    ap.add_argument("--threads", type=int, default=4, help="threads per gthread worker (default 4)")
    ap.add_argument(
        "--client", default="auto", choices=["auto", "wrk", "python"], help="load generator (auto: wrk when installed)"
    )
    states.add_game_argument(ap)
    args = ap.parse_args(argv)
    signal.signal(signal.SIGTERM, _terminate)

    def log(msg: str) -> None:
        print(f"[{time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)

    results: dict = {
        "machine": {"cpus": os.cpu_count(), "python": platform.python_version(), "platform": platform.platform()},
        "quick": args.quick,
        "games": {},
    }
    started = time.monotonic()
    meter = CpuMeter()
    for game in args.game:
        r = results["games"][game.id] = {}
        if not args.http_only:
            r["engine"] = engine.run(game, quick=args.quick, log=log)
        if not args.engine_only:
            settings = http_bench.ServerSettings(
                workers=args.workers, worker_class=args.worker_class, threads=args.threads
            )
            r["http"] = http_bench.run(
                game,
                quick=args.quick,
                seconds=args.seconds,
                rounds=args.rounds,
                connections=args.connections,
                settings=settings,
                client=args.client,
                log=log,
            )
    results["elapsed_s"] = time.monotonic() - started
    results["other_processes_cpus"] = meter.others()
    print(table(results))
    if args.json:
        write_json(args.json, results)
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except KeyboardInterrupt as err:  # servers were stopped on the way out
        print(f"interrupted ({err or 'Ctrl-C'})", file=sys.stderr)
        sys.exit(130)
