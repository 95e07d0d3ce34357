"""orjson everywhere: Flask's JSON provider and the webargs request parser."""

from typing import Any, cast

import orjson
from flask import Flask, Response
from flask.json.provider import JSONProvider
from webargs import core
from webargs.flaskparser import FlaskParser

from .errors import Problem

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
        data = req.get_data(cache=True)
        if not data:
            raise Problem(400, "malformed_json", "the request body is empty; send a JSON object")
        try:
            return orjson.loads(data)
        except orjson.JSONDecodeError as err:
            raise Problem(400, "malformed_json", f"the request body is not valid JSON: {err}") from None

    def handle_error(self, error, req, schema, *, error_status_code, error_headers):
        raise Problem(422, "validation_error", "the request does not match the schema", {"errors": error.messages})
