"""The assets of the ``/docs`` page: Swagger UI, shipped with the service.

flask-smorest renders ``/docs`` and loads ``swagger-ui-bundle.js``, ``…-standalone-preset.js`` and
``swagger-ui.css`` from ``OPENAPI_SWAGGER_UI_URL``. Unless ``ARBITER_SWAGGER_UI_URL`` names
another copy (a CDN, say), that is our own route below, serving the ``dist/`` of swagger-ui
that the pinned ``flask-swagger-ui`` wheel ships: the page needs no network beyond this
server. The version is part of the path, so the files can be cached for long.
"""

from importlib import resources
from pathlib import Path

from flask import Flask, send_from_directory

DIST = Path(str(resources.files("flask_swagger_ui") / "dist"))
VERSION = (DIST / "VERSION").read_text().strip().removeprefix("v")
ASSETS_URL = f"/docs/swagger-ui-{VERSION}/"
ASSETS_MAX_AGE = 7 * 24 * 3600


def swagger_ui_url(app: Flask) -> str:
    """Where ``/docs`` loads Swagger UI from: ``ARBITER_SWAGGER_UI_URL``, else our own copy."""
    url = str(app.config.get("ARBITER_SWAGGER_UI_URL") or "")
    if not url:
        return ASSETS_URL
    return url if url.endswith("/") else url + "/"


def install_docs_assets(app: Flask) -> None:
    """Serve the shipped Swagger UI files under ``ASSETS_URL`` (kept out of the OpenAPI spec)."""

    def swagger_ui_asset(filename: str):
        return send_from_directory(DIST, filename, max_age=ASSETS_MAX_AGE)

    app.add_url_rule(ASSETS_URL + "<path:filename>", "swagger_ui_asset", swagger_ui_asset, methods=["GET"])
