"""Cross-origin access for browser apps (CORS), with flask-cors.

``ARBITER_CORS_ORIGINS`` is ``*`` (any origin, never with credentials: the API has no
cookies), a comma-separated list of origins such as ``https://app.example,http://localhost:5173``
(only those get ``Access-Control-Allow-Origin``, and every response carries ``Vary: Origin``),
or empty (no cross-origin access). The headers are added in an ``after_request`` hook, so error
responses (problem+json) carry them too and a browser app can read why a request failed.
"""

import re

from flask import Flask, Response
from flask_cors import CORS
from werkzeug.datastructures import HeaderSet
from werkzeug.http import parse_set_header

# What a browser may send and read. GET, HEAD and POST are what the API answers; OPTIONS is the
# preflight. Content-Type (application/json) is what makes a POST preflighted.
METHODS = ("GET", "HEAD", "POST", "OPTIONS")
REQUEST_HEADERS = ("Accept", "Content-Type", "If-None-Match")
EXPOSED_HEADERS = ("ETag", "Retry-After")
# Seconds a browser may reuse a preflight's answer (Chromium caps it at 7200).
MAX_AGE = 600

_ORIGIN = re.compile(r"https?://[A-Za-z0-9.-]+(:[0-9]{1,5})?|https?://\[[0-9A-Fa-f:.]+\](:[0-9]{1,5})?")


def parse_origins(value: str) -> list[str]:
    """``ARBITER_CORS_ORIGINS`` as a list: ``["*"]``, exact origins, or ``[]`` (no access).

    Each origin is ``scheme://host[:port]`` (a trailing ``/`` is dropped), matched exactly and
    case-insensitively, never as a pattern; anything else is refused at startup.
    """
    origins = [item.strip().removesuffix("/") for item in value.split(",") if item.strip()]
    if "*" in origins:
        if origins != ["*"]:
            raise ValueError(f"ARBITER_CORS_ORIGINS: '*' cannot be combined with other origins: {value!r}")
        return origins
    bad = [origin for origin in origins if not _ORIGIN.fullmatch(origin)]
    if bad:
        raise ValueError(
            f"ARBITER_CORS_ORIGINS: {', '.join(map(repr, bad))} is not an origin "
            "(scheme://host[:port], e.g. https://app.example or http://localhost:5173)"
        )
    return origins


def install_cors(app: Flask) -> None:
    """Answer preflights and add CORS headers to every response for the configured origins."""
    origins = parse_origins(str(app.config["ARBITER_CORS_ORIGINS"]))
    if not origins:
        return
    if origins != ["*"]:
        # flask-cors adds "Vary: Origin" only when it allows the origin and more than one could
        # match. A shared cache must keep answers apart by Origin always, even the ones without
        # CORS headers (the components endpoint is publicly cacheable for a day). Registered
        # before flask-cors, so that it runs after it and merges its Vary into one header.
        app.after_request(_vary_on_origin)
    CORS(
        app,
        origins=origins,
        methods=list(METHODS),
        allow_headers=list(REQUEST_HEADERS),
        expose_headers=list(EXPOSED_HEADERS),
        max_age=MAX_AGE,
        supports_credentials=False,
        # "*": answer "Access-Control-Allow-Origin: *" rather than echo each origin.
        send_wildcard=True,
        # No Origin header, no CORS headers (not the list of allowed origins).
        always_send=False,
    )


def _vary_on_origin(response: Response) -> Response:
    vary = HeaderSet()
    for value in response.headers.getlist("Vary"):
        vary.update(parse_set_header(value))
    vary.add("Origin")
    response.headers["Vary"] = vary.to_header()
    return response
