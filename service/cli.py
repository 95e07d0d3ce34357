"""The ``arbiter`` command: ``serve`` (gunicorn) and ``openapi`` (write or check the spec)."""

import argparse
import json
import logging
import os
import shutil
import sys
import tempfile
from pathlib import Path

DEFAULT_SPEC_PATH = "openapi/openapi.json"


def _env_int(name: str, default: int) -> int:
    value = os.environ.get(name)
    return int(value) if value else default


def default_workers() -> int:
    return 2 * (os.cpu_count() or 1) + 1


# --- openapi ------------------------------------------------------------------------------
def render_spec() -> str:
    """The OpenAPI document as deterministic text: sorted keys, indent 2, trailing newline."""
    import orjson

    from .app import create_app

    app = create_app({"ARBITER_CACHE": "none"})
    spec = app.extensions["flask-smorest"]["apis"][""]["ext_obj"].spec.to_dict()
    plain = orjson.loads(orjson.dumps(spec, option=orjson.OPT_NON_STR_KEYS))  # int keys -> str
    return json.dumps(plain, indent=2, sort_keys=True, ensure_ascii=False) + "\n"


def openapi(output: str, check: bool) -> int:
    """Write the spec to ``output``, or with ``check`` report whether it is up to date."""
    text = render_spec()
    path = Path(output)
    if check:
        current = path.read_text(encoding="utf-8") if path.exists() else None
        if current != text:
            print(f"{path} is out of date: run `arbiter openapi --output {output}`", file=sys.stderr)
            return 1
        print(f"{path} is up to date")
        return 0
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    print(f"wrote {path}")
    return 0


# --- serve --------------------------------------------------------------------------------
def serve(host: str, port: int, workers: int, threads: int) -> int:
    """Run gunicorn serving ``service.app:create_app()``."""
    metrics_dir = None
    if workers > 1 and not os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        # Must happen before prometheus_client is imported anywhere in this process.
        metrics_dir = tempfile.mkdtemp(prefix="arbiter-metrics-")
        os.environ["PROMETHEUS_MULTIPROC_DIR"] = metrics_dir
    logging.basicConfig(level=os.environ.get("ARBITER_LOG_LEVEL", "INFO").upper(),
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")

    from gunicorn.app.base import BaseApplication

    class Server(BaseApplication):
        def __init__(self, options: dict):
            self.options = options
            super().__init__()

        def load_config(self):
            for key, value in self.options.items():
                self.cfg.set(key, value)

        def load(self):
            from .app import create_app

            return create_app()

    master = os.getpid()
    try:
        Server({
            "bind": f"{host}:{port}",
            "workers": workers,
            "threads": threads,
            "child_exit": _child_exit,
        }).run()
    finally:
        if metrics_dir and os.getpid() == master:  # workers unwind through here too
            shutil.rmtree(metrics_dir, ignore_errors=True)
    return 0


def _child_exit(server, worker) -> None:
    """Drop a dead worker's live metrics (Prometheus multiprocess mode)."""
    if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)


# --- entry point --------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="arbiter", description="Board-game rules over HTTP.")
    commands = parser.add_subparsers(dest="command", required=True)

    run = commands.add_parser("serve", help="serve the API with gunicorn")
    run.add_argument("--host", default=os.environ.get("ARBITER_HOST", "0.0.0.0"))
    run.add_argument("--port", type=int, default=_env_int("ARBITER_PORT", 8000))
    run.add_argument("--workers", type=int, default=_env_int("ARBITER_WORKERS", default_workers()))
    run.add_argument("--threads", type=int, default=_env_int("ARBITER_THREADS", 1))

    spec = commands.add_parser("openapi", help="write the OpenAPI document (or check it)")
    spec.add_argument("--output", default=DEFAULT_SPEC_PATH)
    spec.add_argument("--check", action="store_true", help="exit 1 if the file differs from the app")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "serve":
        return serve(args.host, args.port, args.workers, args.threads)
    return openapi(args.output, args.check)


if __name__ == "__main__":
    sys.exit(main())
