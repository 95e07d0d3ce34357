"""The Flask application factory: ``create_app(config=None)``.

Configuration comes from the environment (``ARBITER_*``), then from ``config``.
"""

import http
import importlib
import os

from flask import Flask, g
from flask_smorest import Api

from rules import games
from rules.core import budget

from . import health, seal
from .cache import (
    CACHE_DEFAULTS,
    CACHE_FLOAT_SETTINGS,
    CACHE_INTEGER_SETTINGS,
    GuardedCache,
    make_cache,
)
from .cors import install_cors
from .docs import install_docs_assets, swagger_ui_url
from .errors import PROBLEM_MIMETYPE, ProblemSchema, register_error_handlers
from .fast_lane import install_fast_lane
from .games.schemas import GameIdConverter, game_id_param_schema, json_object_ref, register_components
from .games.views import blp as games_blp
from .json import OrjsonProvider
from .metrics import Metrics
from .seal import SEAL_DEFAULTS

API_VERSION = "1.0.0"

DEFAULTS = {
    **CACHE_DEFAULTS,  # ARBITER_CACHE, ARBITER_CACHE_*, ARBITER_REDIS_*: see service/cache.py
    **SEAL_DEFAULTS,  # ARBITER_SEAL_KEYS, ARBITER_SEAL_TTL, ARBITER_REQUIRE_SEALED: see service/seal.py
    "ARBITER_MAX_BODY_BYTES": 1024 * 1024,
    # Steps of engine work one request may use (rules/core/budget.py), about a microsecond each.
    "ARBITER_WORK_BUDGET": 1_000_000,
    # Empty: /docs loads the Swagger UI shipped with the service (service/docs.py); else its URL.
    "ARBITER_SWAGGER_UI_URL": "",
    # Origins browser apps may call from: "*" (no credentials), "https://a.example,…", "" (none).
    "ARBITER_CORS_ORIGINS": "*",
}
INTEGER_SETTINGS = (*CACHE_INTEGER_SETTINGS, "ARBITER_MAX_BODY_BYTES", "ARBITER_WORK_BUDGET", "ARBITER_SEAL_TTL")
BOOLEAN_SETTINGS = ("ARBITER_REQUIRE_SEALED",)
TRUE, FALSE = ("1", "true", "yes", "on"), ("0", "false", "no", "off", "")
FLOAT_SETTINGS = CACHE_FLOAT_SETTINGS

SPEC_OPTIONS = {
    "info": {
        "description": "Board-game rules as a stateless HTTP service: send a state, get the legal "
        "actions; send a state and an action, get the next state. Errors are RFC 9457 "
        "problem details (application/problem+json).",
    },
}


def settings_from_env(environ=os.environ) -> dict:
    """The ``ARBITER_*`` settings present in ``environ``."""
    return {key: environ[key] for key in DEFAULTS if key in environ}


class ArbiterApi(Api):
    """flask-smorest Api whose errors are problem+json, in the spec and on the wire."""

    ERROR_SCHEMA = ProblemSchema

    def _register_error_handlers(self):
        register_error_handlers(self._app)

    def _register_pagination_header(self):
        """Nothing is paginated: keep PaginationMetadata out of the spec."""

    def _register_responses(self):
        for status in http.HTTPStatus:
            if status >= 400:
                self._register_problem_response(status.name, status.phrase)
        self._register_problem_response(self.DEFAULT_ERROR_RESPONSE_NAME, "Error (problem details)")

    def _register_problem_response(self, name: str, description: str) -> None:
        self.spec.components.response(
            name,
            {
                "description": description,
                "content": {PROBLEM_MIMETYPE: {"schema": self.ERROR_SCHEMA}},
            },
            lazy=True,
        )


def extension_blueprints() -> list:
    """The blueprints games add through their ``http_extension`` hook (``"module:attribute"``)."""
    found = []
    for game in games.every():
        if game.http_extension:
            module, _, attribute = game.http_extension.partition(":")
            found.append(getattr(importlib.import_module(module), attribute))
    return found


def _boolean(name: str, value) -> bool:
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower()
    if text not in TRUE + FALSE:
        raise ValueError(f"{name} must be one of {', '.join(TRUE + FALSE[:-1])}, not {value!r}")
    return text in TRUE


def install_budget(app: Flask) -> None:
    """Every request runs under a work budget of ``ARBITER_WORK_BUDGET`` steps."""

    @app.before_request
    def _begin_budget():
        g.budget_token = budget.begin(app.config["ARBITER_WORK_BUDGET"])

    @app.teardown_request
    def _end_budget(_exc):
        token = g.pop("budget_token", None)
        if token is not None:
            budget.end(token)


def create_app(config: dict | None = None) -> Flask:
    """Build the application: settings, JSON, API and docs, cache, metrics, errors."""
    app = Flask(__name__)
    app.json = OrjsonProvider(app)
    app.config.update(DEFAULTS)
    app.config.update(settings_from_env())
    app.config.update(config or {})
    for key in INTEGER_SETTINGS:
        app.config[key] = int(app.config[key])
    for key in FLOAT_SETTINGS:
        app.config[key] = float(app.config[key])
    for key in BOOLEAN_SETTINGS:
        app.config[key] = _boolean(key, app.config[key])
    app.config.update(
        MAX_CONTENT_LENGTH=app.config["ARBITER_MAX_BODY_BYTES"],
        API_TITLE="Arbiter",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        API_SPEC_OPTIONS=SPEC_OPTIONS,
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="docs",
        OPENAPI_SWAGGER_UI_URL=swagger_ui_url(app),
    )

    metrics = Metrics()
    metrics.init_app(app)
    cache = GuardedCache(make_cache(app.config), metrics.cache_event)
    sealer = seal.from_config(app.config)
    if app.config["ARBITER_REQUIRE_SEALED"] and not sealer.enabled:
        raise ValueError("ARBITER_REQUIRE_SEALED needs ARBITER_SEAL_KEYS (python -m service.seal makes a key)")
    app.extensions["arbiter"] = {"cache": cache, "metrics": metrics, "sealer": sealer}

    install_budget(app)
    install_cors(app)
    install_docs_assets(app)
    app.url_map.converters["game_id"] = GameIdConverter
    api = ArbiterApi(app)
    api.register_converter(GameIdConverter, game_id_param_schema)
    api.ma_plugin.converter.add_attribute_function(json_object_ref)
    register_components(api.spec)
    api.register_blueprint(games_blp)
    for blueprint in extension_blueprints():
        api.register_blueprint(blueprint)
    api.register_blueprint(health.blp)
    app.register_blueprint(importlib.import_module("service.play").blp)  # /play: the web client
    install_fast_lane(app)
    return app
