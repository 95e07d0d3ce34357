"""The Flask application factory: ``create_app(config=None)``.

Configuration comes from the environment (``ARBITER_*``), then from ``config``.
"""

import http
import importlib
import os

from flask import Flask
from flask_smorest import Api

from rules import games

from . import health
from .cache import (
    CACHE_DEFAULTS,
    CACHE_FLOAT_SETTINGS,
    CACHE_INTEGER_SETTINGS,
    GuardedCache,
    make_cache,
)
from .errors import PROBLEM_MIMETYPE, ProblemSchema, register_error_handlers
from .games.schemas import GameIdConverter, game_id_param_schema, json_object_ref, register_components
from .games.views import blp as games_blp
from .json import OrjsonProvider
from .metrics import Metrics

API_VERSION = "1.0.0"

DEFAULTS = {
    **CACHE_DEFAULTS,  # ARBITER_CACHE, ARBITER_CACHE_*, ARBITER_REDIS_*: see service/cache.py
    "ARBITER_MAX_BODY_BYTES": 1024 * 1024,
    "ARBITER_SWAGGER_UI_URL": "https://cdn.jsdelivr.net/npm/swagger-ui-dist@5/",
}
INTEGER_SETTINGS = (*CACHE_INTEGER_SETTINGS, "ARBITER_MAX_BODY_BYTES")
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
    app.config.update(
        MAX_CONTENT_LENGTH=app.config["ARBITER_MAX_BODY_BYTES"],
        API_TITLE="Arbiter",
        API_VERSION=API_VERSION,
        OPENAPI_VERSION="3.1.0",
        API_SPEC_OPTIONS=SPEC_OPTIONS,
        OPENAPI_URL_PREFIX="/",
        OPENAPI_JSON_PATH="openapi.json",
        OPENAPI_SWAGGER_UI_PATH="docs",
        OPENAPI_SWAGGER_UI_URL=app.config["ARBITER_SWAGGER_UI_URL"],
    )

    metrics = Metrics()
    metrics.init_app(app)
    cache = GuardedCache(make_cache(app.config), metrics.cache_event)
    app.extensions["arbiter"] = {"cache": cache, "metrics": metrics}

    app.url_map.converters["game_id"] = GameIdConverter
    api = ArbiterApi(app)
    api.register_converter(GameIdConverter, game_id_param_schema)
    api.ma_plugin.converter.add_attribute_function(json_object_ref)
    register_components(api.spec)
    api.register_blueprint(games_blp)
    for blueprint in extension_blueprints():
        api.register_blueprint(blueprint)
    api.register_blueprint(health.blp)
    return app
