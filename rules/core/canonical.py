"""Canonical JSON (sorted keys, compact, UTF-8) and digests of it."""

import hashlib
from typing import Any, TypeVar

import orjson

T = TypeVar("T")

_OPTS = orjson.OPT_SORT_KEYS


def dumps(obj: Any) -> bytes:
    """Canonical JSON bytes of ``obj``: equal values give equal bytes."""
    return orjson.dumps(obj, option=_OPTS)


def loads(data: bytes | str) -> Any:
    return orjson.loads(data)


def copy(obj: T) -> T:
    """A deep copy of a JSON value (faster than ``copy.deepcopy``)."""
    copied: T = orjson.loads(orjson.dumps(obj))
    return copied


def digest(*parts: Any) -> str:
    """Hex SHA-256 over the canonical JSON of each part, length-prefixed."""
    h = hashlib.sha256()
    for part in parts:
        data = part if isinstance(part, bytes) else dumps(part)
        h.update(len(data).to_bytes(8, "big"))
        h.update(data)
    return h.hexdigest()


_DIGITS_TO_ZERO = bytes.maketrans(b"123456789", b"000000000")
_SCALARS = (str, int, bool, type(None))


def has_float(value: Any) -> bool:
    """True if a float stands anywhere in the JSON ``value``, or it is nested deeper than
    orjson writes (254 levels). States, options and actions hold integers only, and are
    shallow; JSON Schema counts ``3.0`` as an integer, so this check stands beside it.

    Fast path: orjson writes every float with a '.' or with a digit then 'e' (``1e20``);
    only when the text has one of those (a string may) are the values walked.
    """
    try:
        data = orjson.dumps(value)
    except TypeError:  # "Recursion limit reached"
        return True
    if b"." not in data and b"0e" not in data.translate(_DIGITS_TO_ZERO):
        return False
    return _walk_has_float(value)


def float_path(value: Any, path: str = "") -> str | None:
    """The JSON path (``players[0].silver``) of the first float in ``value``, or None."""
    if type(value) is float:
        return path or "(root)"
    items = value.items() if isinstance(value, dict) else enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        found = float_path(item, f"{path}[{key}]" if isinstance(key, int) else f"{path}.{key}".lstrip("."))
        if found is not None:
            return found
    return None


def _walk_has_float(value: Any) -> bool:
    kind = type(value)
    if kind is dict:
        value = value.values()
    elif kind is not list:
        return kind is float
    return any(type(x) is float or (type(x) not in _SCALARS and _walk_has_float(x)) for x in value)
