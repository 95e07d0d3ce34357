"""RFC 9457 problem details (application/problem+json) for every error the service returns."""

import logging

import marshmallow as ma
import orjson
from flask import Flask, current_app
from werkzeug.exceptions import HTTPException

from rules.core import (
    IllegalAction,
    InvalidOptions,
    InvalidState,
    RulesError,
    UnknownGame,
    WrongGame,
    WrongRulesVersion,
)

log = logging.getLogger(__name__)

PROBLEM_MIMETYPE = "application/problem+json"
TYPE_PREFIX = "urn:arbiter:problem:"
RESERVED = ("type", "title", "status", "detail", "code")

# Most specific class first: WrongRulesVersion and WrongGame are InvalidStates.
RULES_STATUS = (
    (UnknownGame, 404),
    (WrongRulesVersion, 409),
    (WrongGame, 422),
    (InvalidState, 422),
    (InvalidOptions, 422),
    (IllegalAction, 422),
    (RulesError, 422),
)

# Stable codes for the HTTP errors Flask/werkzeug raise themselves.
HTTP_CODES = {
    400: "bad_request",
    404: "not_found",
    405: "method_not_allowed",
    413: "body_too_large",
    415: "unsupported_media_type",
    500: "internal_error",
}


class Problem(Exception):
    """An error response: HTTP ``status``, machine ``code``, human ``detail`` and extras."""

    def __init__(self, status: int, code: str, detail: str, extra: dict | None = None, headers: dict | None = None):
        super().__init__(detail)
        self.status = status
        self.code = code
        self.detail = detail
        self.extra = extra or {}
        self.headers = headers or {}

    def body(self) -> dict:
        title = self.code.replace("_", " ").capitalize()
        reserved = {
            "type": TYPE_PREFIX + self.code,
            "title": title,
            "status": self.status,
            "detail": self.detail,
            "code": self.code,
        }
        return {**self.extra, **reserved}


def rules_problem(err: RulesError, **extra) -> Problem:
    """The problem for an engine error: status by error class, the engine's code and details."""
    status = next(code for cls, code in RULES_STATUS if isinstance(err, cls))
    return Problem(status, err.code, err.message, {**err.details, **extra})


def http_problem(err: HTTPException) -> Problem:
    """The problem for a werkzeug HTTP error (404 route, 405, 413, ...)."""
    status = err.code or 500
    code = HTTP_CODES.get(status, err.name.lower().replace(" ", "_").replace("'", ""))
    if status == 413:
        limit = current_app.config.get("MAX_CONTENT_LENGTH")
        detail = f"the request body is larger than {limit} bytes"
    else:
        detail = err.description or err.name
    headers = {k: v for k, v in err.get_headers() if k.lower() != "content-type"}
    return Problem(status, code, detail, headers=headers)


def problem_response(problem: Problem):
    """A problem+json response; extras that cannot be serialized are dropped, not fatal."""
    body = problem.body()
    try:
        data = orjson.dumps(body, option=orjson.OPT_NON_STR_KEYS)
    except TypeError:
        log.warning("dropping unserializable problem details of %s", problem.code)
        data = orjson.dumps({k: body[k] for k in RESERVED})
    response = current_app.response_class(data, status=problem.status, mimetype=PROBLEM_MIMETYPE)
    response.headers.update(problem.headers)
    return response


def _handle_problem(err: Problem):
    return problem_response(err)


def _handle_rules_error(err: RulesError):
    return problem_response(rules_problem(err))


def _handle_http_exception(err: HTTPException):
    if err.code is None or err.code < 400:  # not an error (e.g. a redirect): werkzeug answers
        return err
    return problem_response(http_problem(err))


def _handle_unexpected(err: Exception):
    log.exception("unhandled error")
    return problem_response(Problem(500, "internal_error", "the server failed to answer this request"))


def register_error_handlers(app: Flask) -> None:
    """Answer every error with problem+json, including a last-resort 500."""
    app.register_error_handler(Problem, _handle_problem)
    app.register_error_handler(RulesError, _handle_rules_error)
    app.register_error_handler(HTTPException, _handle_http_exception)
    app.register_error_handler(Exception, _handle_unexpected)


class ProblemSchema(ma.Schema):
    """RFC 9457 problem details; further members carry the error's details."""

    class Meta:
        unknown = ma.INCLUDE

    type = ma.fields.String(
        required=True,
        metadata={"description": "urn:arbiter:problem:<code>", "example": "urn:arbiter:problem:illegal_action"},
    )
    title = ma.fields.String(required=True, metadata={"description": "short summary of the problem type"})
    status = ma.fields.Integer(required=True, metadata={"description": "the HTTP status code"})
    detail = ma.fields.String(required=True, metadata={"description": "what went wrong, for a human"})
    code = ma.fields.String(required=True, metadata={"description": "stable machine-readable code"})
    errors = ma.fields.Dict(metadata={"description": "field errors of a schema violation, by location"})
    step = ma.fields.Integer(metadata={"description": "replay: index of the action that failed"})
