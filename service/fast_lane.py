"""The fast lane: the per-move requests of a game (legal-actions, apply) answered before Flask.

Every move of every game is one legal-actions and one apply request, most with an ordinary
body: a state (plain or sealed), a player, an action. Flask's request machinery (routing,
context locals, hooks, webargs and marshmallow) costs more than the rules themselves on
those. The lane is WSGI middleware in front of the Flask app that recognises such a request
by its path, content type and the members of its body, and answers it with the functions
the Flask views answer with (``legal_actions_body``, ``apply_body``: the state opened from
its token or refused, the cache, the answer sealed with the player's view) under the same
work budget, counting it in the same metrics, with the same CORS headers and the same
problem+json errors. Anything else — another path or method, a body whose members are not
exactly what the request schema would load as they are, a cross-origin request under a list
of origins, an unexpected failure — goes on to Flask unchanged, which answers it (and every
malformed request) as before. Tests compare the two paths byte for byte.
"""

import io
import time

import orjson
from flask import Flask
from werkzeug.http import HTTP_STATUS_CODES

from rules import games
from rules.core import CHANCE, RulesError, budget

from .cors import EXPOSED_HEADERS, parse_origins
from .errors import PROBLEM_MIMETYPE, Problem, problem_bytes, rules_problem
from .games.views import Services, apply_body, legal_actions_body
from .json import JSON_MIMETYPE
from .metrics import STARTED

JSON_CONTENT_TYPES = frozenset({JSON_MIMETYPE, JSON_MIMETYPE + "; charset=utf-8", JSON_MIMETYPE + ";charset=utf-8"})
LEGAL_ACTIONS_MEMBERS = frozenset({"state", "state_token", "player"})
APPLY_MEMBERS = frozenset({"state", "state_token", "player", "action", "seal"})


class FastLane:
    """WSGI middleware answering ordinary legal-actions and apply requests; ``flask`` (the
    wrapped WSGI callable) answers the rest."""

    def __init__(self, app: Flask, flask):
        self.flask = flask
        arbiter = app.extensions["arbiter"]
        self.services, self.metrics = Services.of(app), arbiter["metrics"]
        self.max_body = app.config["ARBITER_MAX_BODY_BYTES"]
        self.work_budget = app.config["ARBITER_WORK_BUDGET"]
        self.origins = parse_origins(str(app.config["ARBITER_CORS_ORIGINS"]))
        rules = {rule.endpoint: rule.rule for rule in app.url_map.iter_rules()}
        self.routes = {}
        for engine in games.playable():
            prefix = f"/v1/games/{engine.id}/"
            self.routes[prefix + "legal-actions"] = (engine, rules["games.legal_actions"], self._legal_actions)
            self.routes[prefix + "apply"] = (engine, rules["games.apply_action"], self._apply)

    def __call__(self, environ, start_response):
        route = self.routes.get(environ.get("PATH_INFO", ""))
        if route is None or environ.get("REQUEST_METHOD") != "POST":
            return self.flask(environ, start_response)
        started = time.perf_counter()
        cors = self._cors_headers(environ)
        body = self._read_json(environ) if cors is not None else None
        if cors is None or body is None:
            return self.flask(environ, start_response)
        engine, rule, answer = route
        environ[STARTED] = started
        token = budget.begin(self.work_budget)
        try:
            status, content_type, headers = 200, JSON_MIMETYPE, list(cors)
            data = answer(engine, body)
        except (Problem, RulesError) as err:
            problem = err if isinstance(err, Problem) else rules_problem(err)
            status, content_type, data = problem.status, PROBLEM_MIMETYPE, problem_bytes(problem)
            headers.extend(problem.headers.items())
        except Exception:
            return self.flask(environ, start_response)
        finally:
            budget.end(token)
        if data is None:  # not an ordinary request after all (see _legal_actions, _apply)
            return self.flask(environ, start_response)
        self.metrics.count(rule, "POST", status, environ)
        headers[:0] = [("Content-Type", content_type), ("Content-Length", str(len(data)))]
        start_response(f"{status} {HTTP_STATUS_CODES[status].upper()}", headers)  # as werkzeug says it
        return [data]

    # -- the two endpoints: None when the body is not theirs -------------------------------
    # The body the views get is the one their schema loads: with ``player`` (and ``seal``)
    # defaulted, every other member as it was sent.
    def _legal_actions(self, engine, body: dict) -> bytes | None:
        if not body.keys() <= LEGAL_ACTIONS_MEMBERS or not _player(body, CHANCE):
            return None
        return legal_actions_body(engine, {"player": None, **body}, self.services)

    def _apply(self, engine, body: dict) -> bytes | None:
        if type(body.get("action")) is not dict or type(body.get("seal", False)) is not bool:
            return None
        if not body.keys() <= APPLY_MEMBERS or not _player(body, 0):
            return None
        return apply_body(engine, {"player": None, "seal": False, **body}, self.services)

    # -- the request ------------------------------------------------------------------------
    def _read_json(self, environ) -> dict | None:
        """The body, when it is a JSON object with a state (``_one_state``); the body is put
        back in ``environ`` for Flask either way."""
        if environ.get("CONTENT_TYPE") not in JSON_CONTENT_TYPES or "HTTP_TRANSFER_ENCODING" in environ:
            return None
        length = environ.get("CONTENT_LENGTH", "")
        if not length.isdigit() or not 0 < int(length) <= self.max_body:
            return None
        data = environ["wsgi.input"].read(int(length))
        environ["wsgi.input"] = io.BytesIO(data)
        try:
            body = orjson.loads(data)
        except orjson.JSONDecodeError:
            return None
        return body if type(body) is dict and _one_state(body) else None

    def _cors_headers(self, environ) -> list[tuple[str, str]] | None:
        """The CORS headers of ``cors.install_cors``'s answer, or ``None`` where only Flask
        decides them (an Origin under a list of origins)."""
        if not self.origins:
            return []
        has_origin = "HTTP_ORIGIN" in environ
        if self.origins != ["*"]:
            return None if has_origin else [("Vary", "Origin")]
        if not has_origin:
            return []
        if not environ["HTTP_ORIGIN"]:
            return None
        return [("Access-Control-Allow-Origin", "*"), ("Access-Control-Expose-Headers", ", ".join(EXPOSED_HEADERS))]


def _one_state(body: dict) -> bool:
    """Exactly one of ``state`` (an object) and ``state_token`` (a string, not empty), as the
    request schemas say."""
    if "state" in body:
        return type(body["state"]) is dict and "state_token" not in body
    token = body.get("state_token")
    return type(token) is str and token != ""


def _player(body: dict, low: int) -> bool:
    """``player`` is missing, null or an integer from ``low`` (as the request schemas say)."""
    player = body.get("player")
    return player is None or (type(player) is int and player >= low)


def install_fast_lane(app: Flask) -> None:
    """Put the lane in front of ``app``'s WSGI callable."""
    app.wsgi_app = FastLane(app, app.wsgi_app)  # type: ignore[method-assign]
