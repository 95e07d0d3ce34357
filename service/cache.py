"""Response cache: one small interface, interchangeable backends, chosen in ``make_cache``.

Values are serialized response bodies (bytes) keyed by ``cache_key``: a readable namespace
(game, rules version, endpoint) and a digest of the request's meaning.
``GuardedCache`` wraps any backend so that a failing cache never fails a request.
Backends: ``MemoryCache`` (in-process LRU), ``NullCache``, and ``RedisCache``
(``service.redis_cache``, chosen by ``ARBITER_REDIS_URL``).
"""

import logging
import threading
from collections import OrderedDict
from collections.abc import Callable
from typing import Protocol

from rules.core import canonical

log = logging.getLogger(__name__)

#: Version of the key layout and of the stored value format: bump it when either changes,
#: so that a new release never reads what an older one wrote (in a shared Redis).
#: The answers' format version: v2 when legal-actions answers gained ``labels``, so a shared
#: Redis never serves an answer of the older format after a deploy.
KEY_PREFIX = "arbiter:v2"

# Defaults of the cache settings (also the defaults of the ``ARBITER_*`` variables).
CACHE_DEFAULTS = {
    "ARBITER_CACHE": "auto",  # auto | memory | redis | none
    "ARBITER_CACHE_SIZE": 10_000,  # memory: LRU entries per process
    "ARBITER_REDIS_URL": "",  # redis://[:password@]host:port/db, rediss://...
    "ARBITER_CACHE_TTL": 3600,  # redis: seconds an entry lives (0: no expiry)
    "ARBITER_CACHE_MAX_VALUE_BYTES": 1024 * 1024,  # redis: larger (stored) values are not stored
    "ARBITER_CACHE_COMPRESS_MIN_BYTES": 1024,  # redis: values at least this big are zlib'd
    "ARBITER_REDIS_CONNECT_TIMEOUT": 0.25,  # seconds to connect
    "ARBITER_REDIS_TIMEOUT": 0.1,  # seconds a command may take (socket read/write)
    "ARBITER_REDIS_RETRY_SECONDS": 1.0,  # after a failure, skip Redis this long
    "ARBITER_REDIS_MAX_CONNECTIONS": 64,  # connection pool size per process
}
CACHE_INTEGER_SETTINGS = (
    "ARBITER_CACHE_SIZE",
    "ARBITER_CACHE_TTL",
    "ARBITER_CACHE_MAX_VALUE_BYTES",
    "ARBITER_CACHE_COMPRESS_MIN_BYTES",
    "ARBITER_REDIS_MAX_CONNECTIONS",
)
CACHE_FLOAT_SETTINGS = ("ARBITER_REDIS_CONNECT_TIMEOUT", "ARBITER_REDIS_TIMEOUT", "ARBITER_REDIS_RETRY_SECONDS")


def cache_key(endpoint: str, game_id: str, rules_version: str, *content) -> str:
    """The one place keys are made: ``arbiter:v2:<game>:<rules_version>:<endpoint>:<digest>``.

    The prefix is readable (per game and rules version, e.g. to count or drop one game's
    entries); the digest covers the prefix's parts too and the content (canonical JSON of
    the state and the player or action), so no two requests share a key.
    """
    digest = canonical.digest(endpoint, game_id, rules_version, *content)
    return f"{KEY_PREFIX}:{game_id}:{rules_version}:{endpoint}:{digest}"


class CacheSkipped(Exception):
    """Raised by a backend that deliberately did not do an operation (not a failure).

    ``reason``: ``unavailable`` (backing off after a failure), ``full`` (writes refused
    lately), ``too_large`` (the value is over the size limit).
    """

    def __init__(self, reason: str):
        super().__init__(reason)
        self.reason = reason


class Cache(Protocol):
    """What every backend provides."""

    name: str

    def get(self, key: str) -> bytes | None: ...

    def set(self, key: str, value: bytes) -> None: ...

    def health(self) -> dict:
        """``{"backend": name, "ok": bool, ...}`` for /readyz."""
        ...


class MemoryCache:
    """In-process, thread-safe LRU of at most ``size`` entries."""

    name = "memory"

    def __init__(self, size: int = 10_000):
        self.size = size
        self._data: OrderedDict[str, bytes] = OrderedDict()
        self._lock = threading.Lock()

    def get(self, key: str) -> bytes | None:
        with self._lock:
            value = self._data.get(key)
            if value is not None:
                self._data.move_to_end(key)
            return value

    def set(self, key: str, value: bytes) -> None:
        with self._lock:
            self._data[key] = value
            self._data.move_to_end(key)
            while len(self._data) > self.size:
                self._data.popitem(last=False)

    def __len__(self) -> int:
        return len(self._data)

    def health(self) -> dict:
        return {"backend": self.name, "ok": True}


class NullCache:
    """Caches nothing (ARBITER_CACHE=none)."""

    name = "none"

    def get(self, key: str) -> bytes | None:
        return None

    def set(self, key: str, value: bytes) -> None:
        pass

    def health(self) -> dict:
        return {"backend": self.name, "ok": True}


class GuardedCache:
    """A backend whose failures are logged and counted, never raised.

    ``on_event(kind, detail)`` is told of every ``hit``/``miss`` (detail: the endpoint),
    ``error`` (detail: the operation) and ``skip`` (detail: the ``CacheSkipped`` reason).
    """

    def __init__(self, backend: Cache, on_event: Callable[[str, str], None] = lambda kind, detail: None):
        self.backend = backend
        self.on_event = on_event

    def get(self, key: str, endpoint: str) -> bytes | None:
        try:
            value = self.backend.get(key)
        except CacheSkipped as skipped:
            self.on_event("skip", skipped.reason)
            value = None
        except Exception:
            log.warning("cache get failed (%s); computing instead", self.backend.name, exc_info=True)
            self.on_event("error", "get")
            value = None
        self.on_event("miss" if value is None else "hit", endpoint)
        return value

    def set(self, key: str, value: bytes) -> None:
        try:
            self.backend.set(key, value)
        except CacheSkipped as skipped:
            self.on_event("skip", skipped.reason)
        except Exception:
            log.warning("cache set failed (%s)", self.backend.name, exc_info=True)
            self.on_event("error", "set")

    def health(self) -> dict:
        try:
            report = dict(self.backend.health())
        except Exception as err:
            log.warning("cache health check failed (%s)", self.backend.name, exc_info=True)
            report = {"backend": getattr(self.backend, "name", "unknown"), "ok": False, "error": str(err)}
        report.setdefault("backend", getattr(self.backend, "name", "unknown"))
        report["ok"] = bool(report.get("ok"))
        return report


class LayeredCache:
    """An in-process LRU in front of a shared backend (Redis).

    A shared hit costs a network round trip, which is more than recomputing many cheap
    answers; the near layer answers a process's repeated queries without one. Reads fall
    through to the far layer and fill the near one; writes go to both. Failures of the far
    layer propagate to ``GuardedCache`` as usual.
    """

    def __init__(self, near: MemoryCache, far: Cache):
        self.near, self.far = near, far
        self.name = far.name

    def get(self, key: str) -> bytes | None:
        value = self.near.get(key)
        if value is None:
            value = self.far.get(key)
            if value is not None:
                self.near.set(key, value)
        return value

    def set(self, key: str, value: bytes) -> None:
        self.near.set(key, value)
        self.far.set(key, value)

    def health(self) -> dict:
        return self.far.health()


def make_cache(config) -> Cache:
    """The backend named by ``ARBITER_CACHE``, or ``ARBITER_CACHE_BACKEND`` if given.

    ``auto`` (the default) is Redis when ``ARBITER_REDIS_URL`` is set, else the in-process
    LRU; ``memory``, ``redis`` (needs the URL) and ``none`` choose explicitly. Nothing
    connects here: a Redis that is down at start-up only makes the service degraded.
    """
    backend = config.get("ARBITER_CACHE_BACKEND")
    if backend is not None:
        return backend

    def setting(name, kind=str):
        value = config.get(name)
        return kind(CACHE_DEFAULTS[name] if value is None or value == "" else value)

    kind = setting("ARBITER_CACHE").strip().lower()
    url = setting("ARBITER_REDIS_URL").strip()
    if kind == "auto":
        kind = "redis" if url else "memory"
    if kind == "memory":
        return MemoryCache(setting("ARBITER_CACHE_SIZE", int))
    if kind == "none":
        return NullCache()
    if kind == "redis":
        if not url:
            raise ValueError("ARBITER_CACHE=redis needs ARBITER_REDIS_URL (e.g. redis://redis:6379/0)")
        from .redis_cache import RedisCache  # imports redis-py only when it is used

        far = RedisCache(
            url,
            ttl=setting("ARBITER_CACHE_TTL", int),
            max_value_bytes=setting("ARBITER_CACHE_MAX_VALUE_BYTES", int),
            compress_min_bytes=setting("ARBITER_CACHE_COMPRESS_MIN_BYTES", int),
            connect_timeout=setting("ARBITER_REDIS_CONNECT_TIMEOUT", float),
            timeout=setting("ARBITER_REDIS_TIMEOUT", float),
            retry_seconds=setting("ARBITER_REDIS_RETRY_SECONDS", float),
            max_connections=setting("ARBITER_REDIS_MAX_CONNECTIONS", int),
        )
        near_size = setting("ARBITER_CACHE_SIZE", int)
        return LayeredCache(MemoryCache(near_size), far) if near_size > 0 else far
    raise ValueError(f"ARBITER_CACHE must be 'auto', 'memory', 'redis' or 'none', not {kind!r}")
