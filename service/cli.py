"""The ``arbiter`` command: ``serve`` (gunicorn), ``openapi`` (write or check the spec) and
``render`` (an SVG of the Founders of Gloomhaven board, or of a game state)."""

import argparse
import json
import sys
from pathlib import Path

# Importing it reads the environment only: prometheus_client stays unimported in the master.
from . import gunicorn_conf

DEFAULT_SPEC_PATH = "openapi/openapi.json"


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
SERVE_FLAGS = ("host", "port", "workers", "threads", "timeout", "graceful_timeout", "keepalive", "client_timeout")


def serve(
    host: str | None = None, port: int | None = None, workers: int | None = None, threads: int | None = None, **settings
) -> int:
    """Run gunicorn serving ``service.app:create_app()`` with the settings of
    ``service.gunicorn_conf`` (the image's), the arguments that are not None overriding them."""
    from gunicorn.app.base import BaseApplication

    options = gunicorn_conf.options(host=host, port=port, workers=workers, threads=threads, **settings)

    class Server(BaseApplication):
        def load_config(self):
            for key, value in options.items():
                self.cfg.set(key, value)

        def load(self):
            from .app import create_app

            return create_app()

    Server().run()
    return 0


# --- entry point --------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="arbiter", description="Board-game rules over HTTP.")
    commands = parser.add_subparsers(dest="command", required=True)

    run = commands.add_parser(
        "serve",
        help="serve the API with gunicorn",
        description="Serve the API with gunicorn, configured by service.gunicorn_conf (the same "
        "settings as the container image): ARBITER_* variables, overridden by these flags.",
    )
    env = gunicorn_conf.env_settings()
    run.add_argument("--host", default=env["host"], help="bind address (ARBITER_HOST)")
    run.add_argument("--port", type=int, default=env["port"], help="(ARBITER_PORT)")
    run.add_argument(
        "--workers", type=int, default=env["workers"], help="worker processes (ARBITER_WORKERS, default 2 x CPUs + 1)"
    )
    run.add_argument("--threads", type=int, default=env["threads"], help="threads per worker (ARBITER_THREADS)")
    run.add_argument(
        "--timeout", type=int, default=env["timeout"], help="seconds before a silent worker is killed (ARBITER_TIMEOUT)"
    )
    run.add_argument(
        "--graceful-timeout",
        type=int,
        default=env["graceful_timeout"],
        help="seconds to finish requests after SIGTERM (ARBITER_GRACEFUL_TIMEOUT)",
    )
    run.add_argument("--keepalive", type=int, default=env["keepalive"], help="keep-alive seconds (ARBITER_KEEPALIVE)")
    run.add_argument(
        "--client-timeout",
        type=int,
        default=env["client_timeout"],
        help="seconds a client has to send a whole request, else 408 (ARBITER_CLIENT_TIMEOUT)",
    )

    spec = commands.add_parser("openapi", help="write the OpenAPI document (or check it)")
    spec.add_argument("--output", default=DEFAULT_SPEC_PATH)
    spec.add_argument("--check", action="store_true", help="exit 1 if the file differs from the app")

    draw = commands.add_parser(
        "render",
        help="draw a game state (or the Founders of Gloomhaven board of a content pack) as SVG",
        description="Without --state: the empty Founders of Gloomhaven board of a content pack. With --state: "
        "what --player (default: a spectator) may see of that state, as POST /v1/games/{game}/render draws it.",
    )
    draw.add_argument("--pack", default=None, help="a content pack (default: the shipped one); without --state")
    draw.add_argument("--state", default=None, help="a JSON file holding a state of a game that draws ('-': stdin)")
    draw.add_argument("--player", type=int, default=None, help="with --state: whose view (default: a spectator's)")
    draw.add_argument("--output", default="-", help="the SVG file ('-': standard output)")
    return parser


def render(pack_path: str | None, output: str, state_path: str | None = None, player: int | None = None) -> int:
    """Write the board of a Founders of Gloomhaven content pack as SVG, or with ``state_path``
    the picture of what ``player`` may see of that state (exit 2 and a message when refused)."""
    if state_path is None:
        from rules.founders_of_gloomhaven import pack
        from rules.founders_of_gloomhaven.render import board_svg

        svg = board_svg(pack.load(pack_path))
    else:
        from rules import games
        from rules.core import RulesError

        try:
            text = sys.stdin.read() if state_path == "-" else Path(state_path).read_text(encoding="utf-8")
            state = json.loads(text)
            game = state.get("game") if isinstance(state, dict) else None
            svg = games.get(str(game)).render(state, player)
        except (OSError, ValueError, RulesError) as err:
            print(f"arbiter render: {state_path}: {err}", file=sys.stderr)
            return 2
    if output == "-":
        sys.stdout.write(svg)
    else:
        Path(output).write_text(svg)
    return 0


def main(argv: list[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if args.command == "serve":
        return serve(**{flag: getattr(args, flag) for flag in SERVE_FLAGS})
    if args.command == "render":
        if args.state is not None and args.pack is not None:
            print(
                "arbiter render: --pack draws the empty board; a state is drawn with its game's pack", file=sys.stderr
            )
            return 2
        if args.state is None and args.player is not None:
            print("arbiter render: --player needs --state", file=sys.stderr)
            return 2
        return render(args.pack, args.output, args.state, args.player)
    return openapi(args.output, args.check)


if __name__ == "__main__":
    sys.exit(main())
