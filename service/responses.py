"""What every blueprint answers with: JSON bodies made by orjson, and cached answers."""

import orjson
from flask import Response, current_app
from flask_smorest import Blueprint as SmorestBlueprint

from .cache import cache_key
from .errors import Problem
from .json import OrjsonParser


class Blueprint(SmorestBlueprint):
    """A flask-smorest blueprint whose request bodies are read with orjson."""

    ARGUMENTS_PARSER = OrjsonParser()


def checked(serialize, *args):
    """``serialize(*args)``; JSON nested deeper than orjson writes (254 levels) is a 422:
    no request of this API is that deep."""
    try:
        return serialize(*args)
    except TypeError as err:
        if "Recursion limit" in str(err):
            raise Problem(
                422, "nesting_too_deep", "the request holds JSON nested too deeply to be a state or action"
            ) from err
        raise


def json_bytes(body) -> bytes:
    """The JSON of ``body`` (bytes are taken as they are)."""
    return body if isinstance(body, bytes) else checked(orjson.dumps, body)


def json_response(body) -> Response:
    """A JSON response of ``body`` (bytes are sent as they are)."""
    return current_app.response_class(json_bytes(body), mimetype="application/json")


def cached(endpoint: str, game_id: str, rules_version: str, content: tuple, compute) -> Response:
    """The response of ``cached_body``."""
    cache = current_app.extensions["arbiter"]["cache"]
    return json_response(cached_body(cache, endpoint, game_id, rules_version, content, compute))


def cached_body(cache, endpoint: str, game_id: str, rules_version: str, content: tuple, compute) -> bytes:
    """The response body from the cache, or computed by ``compute()`` and stored.

    The key (``cache_key``) is namespaced by game, rules version and endpoint, and ends with
    a digest of ``content``, the request's meaning.
    """
    key = checked(cache_key, endpoint, game_id, rules_version, *content)
    body = cache.get(key, endpoint)
    if body is None:
        body = json_bytes(compute())
        cache.set(key, body)
    return body
