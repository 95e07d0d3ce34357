"""Canonical JSON (sorted keys, compact, UTF-8) and digests of it."""

import hashlib

import orjson

_OPTS = orjson.OPT_SORT_KEYS


def dumps(obj) -> bytes:
    """Canonical JSON bytes of ``obj``: equal values give equal bytes."""
    return orjson.dumps(obj, option=_OPTS)


def loads(data: bytes | str):
    return orjson.loads(data)


def copy(obj):
    """A deep copy of a JSON value (faster than ``copy.deepcopy``)."""
    return orjson.loads(orjson.dumps(obj))


def digest(*parts) -> str:
    """Hex SHA-256 over the canonical JSON of each part, length-prefixed."""
    h = hashlib.sha256()
    for part in parts:
        data = part if isinstance(part, bytes) else dumps(part)
        h.update(len(data).to_bytes(8, "big"))
        h.update(data)
    return h.hexdigest()
