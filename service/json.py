"""orjson everywhere: Flask's JSON provider and the webargs request parser."""

from typing import Any, cast

import marshmallow as ma
import orjson
from flask import Flask, Response
from flask.json.provider import JSONProvider
from webargs import core
from webargs.flaskparser import FlaskParser
from werkzeug.exceptions import RequestEntityTooLarge

from .errors import MAX_FIELD_ERRORS, Problem, count_errors

JSON_MIMETYPE = "application/json"


def dumps(obj: Any, *, indent: bool = False, sort_keys: bool = False) -> bytes:
    """JSON bytes of ``obj`` (str keys, UTF-8)."""
    option = orjson.OPT_NON_STR_KEYS
    if indent:
        option |= orjson.OPT_INDENT_2
    if sort_keys:
        option |= orjson.OPT_SORT_KEYS
    return orjson.dumps(obj, default=_default, option=option)


def _default(obj: Any) -> Any:
    """Serialize the few non-JSON types Flask or apispec hand over."""
    if isinstance(obj, (set, frozenset, tuple)):
        return list(obj)
    if hasattr(obj, "__html__"):
        return str(obj.__html__())
    raise TypeError(f"not JSON serializable: {type(obj).__name__}")


class OrjsonProvider(JSONProvider):
    """Flask JSON provider backed by orjson."""

    mimetype = JSON_MIMETYPE

    def dumps(self, obj: Any, **kwargs: Any) -> str:
        return dumps(obj, indent=bool(kwargs.get("indent")), sort_keys=bool(kwargs.get("sort_keys"))).decode()

    def loads(self, s: str | bytes, **kwargs: Any) -> Any:
        return orjson.loads(s)

    def response(self, *args: Any, **kwargs: Any) -> Response:
        obj = self._prepare_response_obj(args, kwargs)
        app = cast(Flask, self._app)  # typed as the sansio App, whose Response takes no body
        return app.response_class(dumps(obj), mimetype=self.mimetype)


class OrjsonParser(FlaskParser):
    """webargs parser that reads JSON bodies with orjson and speaks problem+json."""

    def load_json(self, req, schema):
        """The parsed JSON body; 415 unless the body is JSON, 400 unless it parses."""
        if not core.is_json(req.mimetype):
            raise Problem(
                415,
                "unsupported_media_type",
                f"send the body as {JSON_MIMETYPE}, not {req.mimetype or 'no content type'}",
            )
        data = _read_body(req)
        if not data:
            raise Problem(400, "malformed_json", "the request body is empty; send a JSON object")
        try:
            document = orjson.loads(data)
        except orjson.JSONDecodeError as err:
            raise Problem(400, "malformed_json", f"the request body is not valid JSON: {err}") from None
        document, dropped = bound_for_validation(schema, document)
        req.environ[DROPPED_ERRORS] = dropped
        return document

    def handle_error(self, error, req, schema, *, error_status_code, error_headers):
        count = count_errors(error.messages) + req.environ.get(DROPPED_ERRORS, 0)
        raise Problem(
            422,
            "validation_error",
            "the request does not match the schema",
            {"errors": error.messages, "error_count": count},
        )


DROPPED_ERRORS = "arbiter.dropped_errors"  # environ key: field errors cut before validation


def _read_body(req) -> bytes:
    """The request body. A body without Content-Length (``Transfer-Encoding: chunked``) is
    cut by werkzeug at ``MAX_CONTENT_LENGTH`` without an error; one more byte behind the
    cut means it was larger: 413, as for a body whose Content-Length says so."""
    data = req.get_data(cache=True)
    limit = req.max_content_length
    over = limit is not None and req.content_length is None and len(data) >= limit
    if over and req.environ["wsgi.input"].read(1):
        raise RequestEntityTooLarge()
    return data


# --- bounded validation -------------------------------------------------------------------
def bound_for_validation(schema: ma.Schema, data: Any, limit: int = MAX_FIELD_ERRORS) -> tuple[Any, int]:
    """``data`` cut so that validating it against ``schema`` makes at most about ``limit``
    errors per list or object, and how many errors the cut removed.

    marshmallow collects every error before it answers: a 1 MiB body of half a million bad
    list items would build half a million error dicts (over 100 MB) only for the response
    to keep the first few. A list (``fields.List`` with its own item loading) that holds
    more than ``limit`` bad items is cut just after the ``limit``-th, and the items behind
    the cut are counted (one error each), not checked; unknown members of an object beyond the first
    ``limit`` are dropped and counted the same way. The cut data still fails validation
    with the same first errors, and a valid body is never changed.
    """
    if not isinstance(data, dict):
        return data, 0
    fields = {field.data_key or name: field for name, field in schema.load_fields.items()}
    out, dropped = data, 0
    if schema.unknown == ma.RAISE:
        unknown = [key for key in data if key not in fields]
        if len(unknown) > limit:
            drop = set(unknown[limit:])
            out = {key: value for key, value in data.items() if key not in drop}
            dropped += len(drop)
    for key, field in fields.items():
        value = out.get(key)
        if _loads_items(field) and isinstance(value, list) and len(value) > limit:
            cut, n = _bound_list(cast(ma.fields.List, field).inner, value, limit)
        elif _loads_nested(field) and isinstance(value, dict):
            cut, n = bound_for_validation(cast(ma.fields.Nested, field).schema, value, limit)
        else:
            continue
        if cut is not value:
            out = out if out is not data else dict(data)
            out[key] = cut
        dropped += n
    return out, dropped


def _loads_items(field: ma.fields.Field) -> bool:
    """A plain ``fields.List``: it loads (and so may refuse) every item."""
    return isinstance(field, ma.fields.List) and type(field)._deserialize is ma.fields.List._deserialize


def _loads_nested(field: ma.fields.Field) -> bool:
    """A plain single ``fields.Nested``: it loads its schema."""
    return (
        isinstance(field, ma.fields.Nested)
        and not field.many
        and type(field)._deserialize is ma.fields.Nested._deserialize
    )


def _bound_list(inner: ma.fields.Field, items: list, limit: int) -> tuple[list, int]:
    """``items`` cut after the ``limit``-th item ``inner`` refuses, and how many items the cut
    removed (each counted as one error, unchecked: checking half a million items only to count
    them would cost seconds of CPU)."""
    bad = 0
    nested = cast(ma.fields.Nested, inner).schema if _loads_nested(inner) else None
    deserialize = inner.deserialize
    for index, item in enumerate(items):
        if nested is not None and isinstance(item, dict):
            item, _ = bound_for_validation(nested, item, limit)
        try:
            deserialize(item)
        except ma.ValidationError:
            bad += 1
            if bad == limit:
                return items[: index + 1], len(items) - index - 1
    return items, 0
