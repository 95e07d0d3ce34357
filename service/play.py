"""``/play``: the reference web client (``web/``), built into ``service/static/play`` by
``scripts/build-web.sh`` and served here as static files, outside the OpenAPI spec.

The page calls this same service (one level up from ``/play/``) with sealed state tokens only,
so it needs ``ARBITER_SEAL_KEYS``; without keys it shows the service's
``sealing_not_configured`` problem.
"""

from pathlib import Path

from flask import Blueprint, abort, send_from_directory

PLAY_DIR = Path(__file__).resolve().parent / "static" / "play"
#: Asset names carry no content hash, so browsers revalidate them (ETag) rather than cache for long.
MAX_AGE = 300

blp = Blueprint("play", __name__)


def _send(filename: str):
    if not (PLAY_DIR / "index.html").is_file():
        abort(404, description="the web client is not built: run scripts/build-web.sh")
    return send_from_directory(PLAY_DIR, filename, max_age=MAX_AGE)


@blp.get("/play/")
def index():
    """The page (``/play`` redirects here, so its relative asset URLs resolve under ``/play/``)."""
    return _send("index.html")


@blp.get("/play/<path:filename>")
def asset(filename: str):
    return _send(filename)
