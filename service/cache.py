"""Response cache: one small interface, interchangeable backends, chosen in ``make_cache``.

Values are serialized response bodies (bytes) keyed by a digest of the request's meaning.
``GuardedCache`` wraps any backend so that a failing cache never fails a request.
"""

import logging
import threading
from collections import OrderedDict
from typing import Callable, Protocol

log = logging.getLogger(__name__)


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

    ``on_event(kind, detail)`` is told of every ``hit``/``miss`` (detail: the endpoint)
    and ``error`` (detail: the operation).
    """

    def __init__(self, backend: Cache, on_event: Callable[[str, str], None] = lambda kind, detail: None):
        self.backend = backend
        self.on_event = on_event

    def get(self, key: str, endpoint: str) -> bytes | None:
        try:
            value = self.backend.get(key)
        except Exception:
            log.warning("cache get failed (%s); computing instead", self.backend.name, exc_info=True)
            self.on_event("error", "get")
            value = None
        self.on_event("miss" if value is None else "hit", endpoint)
        return value

    def set(self, key: str, value: bytes) -> None:
        try:
            self.backend.set(key, value)
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


def make_cache(config) -> Cache:
    """The backend named by ``ARBITER_CACHE`` (memory | none), or ``ARBITER_CACHE_BACKEND`` if given."""
    backend = config.get("ARBITER_CACHE_BACKEND")
    if backend is not None:
        return backend
    kind = str(config.get("ARBITER_CACHE", "memory")).lower()
    if kind == "memory":
        return MemoryCache(int(config.get("ARBITER_CACHE_SIZE", 10_000)))
    if kind == "none":
        return NullCache()
    raise ValueError(f"ARBITER_CACHE must be 'memory' or 'none', not {kind!r}")
