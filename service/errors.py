"""RFC 9457 problem details (application/problem+json) for every error the service returns."""

import logging
from collections.abc import Mapping

import marshmallow as ma
import orjson
from flask import Flask, current_app, has_request_context, request
from werkzeug.exceptions import HTTPException

from rules.core import (
    IllegalAction,
    InvalidOptions,
    InvalidState,
    PolicyUnsupported,
    RenderUnsupported,
    RulesError,
    UnknownGame,
    WrongGame,
    WrongRulesVersion,
)

log = logging.getLogger(__name__)

PROBLEM_MIMETYPE = "application/problem+json"
TYPE_PREFIX = "urn:arbiter:problem:"
RESERVED = ("type", "title", "status", "detail", "code")

# Bounds of every problem body, whatever the request held: a client cannot make an error
# answer large (see docs/edge.md, "Error bodies").
MAX_PROBLEM_BYTES = 16 * 1024  # the whole serialized body
MAX_FIELD_ERRORS = 20  # messages kept in ``errors``; ``error_count`` says how many there were
MAX_MESSAGE_CHARS = 200  # each message (and ``detail``: MAX_DETAIL_CHARS)
MAX_DETAIL_CHARS = 1000
MAX_KEY_CHARS = 64  # each location key (an unknown member's name can be any length)
MAX_ERROR_DEPTH = 8  # nesting of ``errors`` kept; deeper parts are summarised
ELLIPSIS = "\u2026"
# Where a client that got lost can start again.
SEE_ALSO = ["/v1/games", "/docs"]

# Most specific class first: WrongRulesVersion and WrongGame are InvalidStates.
RULES_STATUS = (
    (UnknownGame, 404),
    (RenderUnsupported, 404),
    (PolicyUnsupported, 404),
    (WrongRulesVersion, 409),
    (WrongGame, 422),
    (InvalidState, 422),
    (InvalidOptions, 422),
    (IllegalAction, 422),
    (RulesError, 422),
)

# Stable codes for the HTTP errors Flask/werkzeug (and gunicorn, service/worker.py) raise themselves.
HTTP_CODES = {
    400: "bad_request",
    403: "forbidden",
    404: "not_found",
    405: "method_not_allowed",
    413: "body_too_large",
    414: "uri_too_long",
    415: "unsupported_media_type",
    417: "expectation_failed",
    431: "request_header_fields_too_large",
    500: "internal_error",
    501: "not_implemented",
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
    headers = {k: v for k, v in err.get_headers() if k.lower() != "content-type"}
    extra: dict = {}
    if status == 413:
        limit = current_app.config.get("MAX_CONTENT_LENGTH")
        detail = f"the request body is larger than {limit} bytes"
    elif status == 404:
        detail = "no such path; GET /v1/games lists the games and /docs describes the API"
        extra = {"see": list(SEE_ALSO)}
    elif status == 405:
        allowed = sorted(getattr(err, "valid_methods", None) or [])
        method = request.method if has_request_context() else "this method"
        detail = (
            f"{method} is not allowed here; allowed: {', '.join(allowed) or 'none'}. "
            "GET /v1/games lists the games and /docs describes the API"
        )
        extra = {"allowed": allowed, "see": list(SEE_ALSO)}
        if allowed:
            headers["Allow"] = ", ".join(allowed)
    else:
        detail = err.description or err.name
    return Problem(status, code, detail, extra, headers=headers)


# --- bounded error bodies -----------------------------------------------------------------
def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 1] + ELLIPSIS


def _key(key) -> str | int:
    """A location key as it is sent: ints stay ints (list indexes), the rest clipped text."""
    if isinstance(key, int) and not isinstance(key, bool):
        return key
    return _clip(str(key), MAX_KEY_CHARS)


def count_errors(errors) -> int:
    """How many messages ``errors`` holds: the leaves of nested dicts and lists (iterative,
    so any depth is counted)."""
    if type(errors) is list and all(type(message) is str for message in errors):
        return len(errors)  # the common case, one location's messages: fast
    count, stack = 0, [errors]
    while stack:
        node = stack.pop()
        if isinstance(node, (dict, Mapping)):
            stack.extend(node.values())
        elif isinstance(node, (list, tuple)):
            stack.extend(node)
        else:
            count += 1
    return count


def cap_errors(errors, limit: int = MAX_FIELD_ERRORS):
    """At most ``limit`` messages of ``errors`` in their nested shape (dicts of locations,
    lists of messages), keys and messages clipped, parts nested deeper than
    ``MAX_ERROR_DEPTH`` summarised. The messages are shared out between the locations of
    each level (an unknown member still shows beside a list of a thousand bad items), in
    their order. Returns ``(capped, kept)``."""

    def walk(node, depth: int, budget: int):
        if not isinstance(node, (dict, Mapping, list, tuple)):
            if isinstance(node, str):
                return _clip(node, MAX_MESSAGE_CHARS), 1
            if node is None or isinstance(node, (bool, int)):
                return node, 1
            return _clip(str(node), MAX_MESSAGE_CHARS), 1
        if depth >= MAX_ERROR_DEPTH:
            return f"{count_errors(node)} errors nested too deeply to show", 1
        pairs = list(node.items() if isinstance(node, (dict, Mapping)) else enumerate(node))
        shares = _share([count_errors(value) for _, value in pairs], budget)
        out: dict | list = {} if isinstance(node, (dict, Mapping)) else []
        used = 0
        for (key, value), share in zip(pairs, shares, strict=True):
            if not share:
                continue
            child, n = walk(value, depth + 1, share)
            used += n
            if isinstance(out, dict):
                out[_key(key)] = child
            else:
                out.append(child)
        return out, used

    capped, kept = walk(errors, 0, limit)
    return capped, kept


def _share(counts: list[int], budget: int) -> list[int]:
    """``budget`` shared out over children holding ``counts`` messages: evenly, in order,
    none given more than it holds."""
    shares = [0] * len(counts)
    active = [i for i, count in enumerate(counts) if count]
    while budget > 0 and active:
        each = max(1, budget // len(active))
        for i in active:
            give = min(each, counts[i] - shares[i], budget)
            shares[i] += give
            budget -= give
            if not budget:
                break
        active = [i for i in active if shares[i] < counts[i]]
    return shares


def bounded_body(problem: "Problem") -> tuple[bytes, bool]:
    """The serialized problem, never larger than ``MAX_PROBLEM_BYTES``: ``errors`` keeps its
    first messages (with ``error_count`` and ``errors_truncated``), ``detail`` and the
    messages are clipped, and other details too large to fit are dropped
    (``details_omitted``). Returns the body and whether details were dropped."""
    body = problem.body()
    body["detail"] = _clip(str(body["detail"]), MAX_DETAIL_CHARS)
    errors = problem.extra.get("errors")
    total = None
    if errors is not None:
        total = max(int(problem.extra.get("error_count") or 0), count_errors(errors))
    limit = MAX_FIELD_ERRORS
    while True:
        if errors is not None:
            capped, kept = cap_errors(errors, limit)
            body.update(errors=capped, error_count=total, errors_truncated=kept < total)
        data = _dumps(body)
        if data is not None and len(data) <= MAX_PROBLEM_BYTES:
            return data, False
        if data is None or errors is None or limit == 0:
            break
        limit //= 2  # pathological keys or messages: fewer of them
    # Still too large (or unserializable): keep the members that fit, largest dropped first.
    keep = {k: body[k] for k in RESERVED}
    if errors is not None:
        capped, kept = cap_errors(errors, 0)
        keep.update(errors=capped, error_count=total, errors_truncated=kept < total)
    sizes: list[tuple[int, str]] = []
    for name, value in body.items():
        member = None if name in keep else _dumps({name: value})
        if member is not None:
            sizes.append((len(member), name))
    keep["details_omitted"] = True
    budget = MAX_PROBLEM_BYTES - len(_dumps(keep) or b"")
    for size, name in sorted(sizes):  # the smallest first: as many members as fit
        if size + 1 <= budget:
            keep[name] = body[name]
            budget -= size + 1
    return _dumps(keep) or orjson.dumps({k: body[k] for k in RESERVED}), True


def _dumps(body: dict) -> bytes | None:
    try:
        return orjson.dumps(body, option=orjson.OPT_NON_STR_KEYS)
    except TypeError:
        return None


def problem_bytes(problem: Problem) -> bytes:
    """The problem+json body, of at most ``MAX_PROBLEM_BYTES``; extras that cannot be
    serialized, or are too large, are dropped (and logged), not fatal."""
    data, omitted = bounded_body(problem)
    if omitted:
        log.warning("dropping unserializable or oversized problem details of %s", problem.code)
    return data


def problem_response(problem: Problem):
    """A problem+json response of ``problem_bytes``."""
    data = problem_bytes(problem)
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
    errors = ma.fields.Dict(
        metadata={
            "description": f"field errors of a schema violation, by location: the first {MAX_FIELD_ERRORS} "
            "messages (see error_count)"
        }
    )
    error_count = ma.fields.Integer(
        metadata={
            "description": "how many messages there were in all (with errors); the items of a list "
            "after its 20th bad one are not checked and count one each"
        }
    )
    errors_truncated = ma.fields.Boolean(
        metadata={"description": "true when errors holds fewer messages than error_count"}
    )
    allowed = ma.fields.List(
        ma.fields.String(), metadata={"description": "405: the methods the path allows (as in the Allow header)"}
    )
    see = ma.fields.List(
        ma.fields.String(), metadata={"description": "404 and 405: where to start instead (the game list, the docs)"}
    )
    step = ma.fields.Integer(metadata={"description": "replay: index of the action that failed"})
