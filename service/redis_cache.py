"""The Redis backend of the response cache (chosen by ``ARBITER_REDIS_URL``).

* redis-py (hiredis parser) over a per-process connection pool, with short connect and
  command timeouts and no retries: a failed cache operation is answered by computing.
* Entries expire after ``ttl`` seconds; values bigger than ``max_value_bytes`` (as stored)
  are not stored; values of at least ``compress_min_bytes`` are zlib-compressed. Every
  stored value starts with a 1-byte header saying how the rest is encoded.
* Back-off: after Redis fails (unreachable, too slow), every operation is skipped for
  ``retry_seconds`` (raising ``CacheSkipped``), so an outage costs one timeout per process
  per back-off period, not one per request; then Redis is tried again. A Redis that refuses
  writes (``maxmemory`` reached under ``noeviction``, a read-only replica) is still read
  from, but writes are skipped for ``retry_seconds`` after each refusal.
* ``health()`` (for /readyz) pings Redis whatever the back-off, and ends the back-off
  early when Redis answers; it reports not ok while Redis is unreachable or refusing writes.
"""

import logging
import time
import zlib
from typing import cast

import redis
from redis.backoff import NoBackoff
from redis.exceptions import ConnectionError as RedisConnectionError
from redis.exceptions import MaxConnectionsError, OutOfMemoryError, ReadOnlyError
from redis.exceptions import TimeoutError as RedisTimeoutError
from redis.retry import Retry

from .cache import KEY_PREFIX, CacheSkipped

log = logging.getLogger(__name__)

# The 1-byte header of a stored value.
RAW = b"\x00"
ZLIB = b"\x01"
ZLIB_LEVEL = 1  # JSON shrinks ~8x at level 1 already; higher levels cost time for little

#: Failures meaning Redis is unreachable or too slow: back off.
UNAVAILABLE = (RedisConnectionError, RedisTimeoutError, OSError)
#: Failures meaning Redis refuses writes (but may still serve reads).
WRITES_REFUSED = (OutOfMemoryError, ReadOnlyError)
#: Written by the readiness check to see whether writes work again; expires at once.
PROBE_KEY = f"{KEY_PREFIX}:_probe"


def encode(value: bytes, compress_min_bytes: int) -> bytes:
    """``value`` as stored: a header byte, then the bytes raw or zlib-compressed."""
    if len(value) >= compress_min_bytes:
        packed = zlib.compress(value, ZLIB_LEVEL)
        if len(packed) < len(value):
            return ZLIB + packed
    return RAW + value


def decode(data: bytes) -> bytes:
    """The value ``encode`` stored as ``data``."""
    header, body = data[:1], data[1:]
    if header == RAW:
        return body
    if header == ZLIB:
        return zlib.decompress(body)
    raise ValueError(f"unknown cache value header {header!r}")


def describe(err: BaseException) -> str:
    """``OutOfMemoryError: command not allowed when used memory > 'maxmemory'.``"""
    return f"{type(err).__name__}: {err}" if str(err) else type(err).__name__


class RedisCache:
    """Cache backend over Redis; see the module docstring."""

    name = "redis"

    def __init__(
        self,
        url: str,
        *,
        ttl: int = 3600,
        max_value_bytes: int = 1024 * 1024,
        compress_min_bytes: int = 1024,
        connect_timeout: float = 0.25,
        timeout: float = 0.1,
        retry_seconds: float = 1.0,
        max_connections: int = 64,
        clock=time.monotonic,
    ):
        self.ttl = ttl
        self.max_value_bytes = max_value_bytes
        self.compress_min_bytes = compress_min_bytes
        self.retry_seconds = retry_seconds
        self.clock = clock
        self.client = redis.Redis.from_url(
            url,
            socket_connect_timeout=connect_timeout,
            socket_timeout=timeout,
            retry=Retry(NoBackoff(), 0),  # redis-py retries 10 times by default: never here
            max_connections=max_connections,
            health_check_interval=0,
            client_name="arbiter",
        )
        self._skip_until = 0.0  # no operation before this (clock) time
        self._skip_writes_until = 0.0  # no write before this time
        self.error: str | None = None  # why Redis is unavailable, None while it works
        self.refused: str | None = None  # why the last write was refused, None once one succeeds

    # --- the cache interface ----------------------------------------------------------------
    def get(self, key: str) -> bytes | None:
        self._check()
        try:
            data = cast("bytes | None", self.client.get(key))  # bytes: decode_responses is off
        except Exception as err:
            self._failed(err)
            raise
        self._worked()
        return None if data is None else decode(data)

    def set(self, key: str, value: bytes) -> None:
        self._check()
        if self._skip_writes_until and self.clock() < self._skip_writes_until:
            raise CacheSkipped("full")
        data = encode(value, self.compress_min_bytes)
        if len(data) > self.max_value_bytes:
            raise CacheSkipped("too_large")
        try:
            self.client.set(key, data, ex=self.ttl if self.ttl > 0 else None)
        except Exception as err:
            self._failed(err)
            raise
        self._worked()
        if self.refused is not None:
            self._writes_work()

    def health(self) -> dict:
        """Ping Redis (whatever the back-off): ok, or why not."""
        try:
            self.client.ping()
        except Exception as err:
            self._failed(err)
            return {"backend": self.name, "ok": False, "error": describe(err)}
        self._worked()
        self._skip_until = 0.0  # it answers: use it again now
        if self.refused is not None:
            try:
                self.client.set(PROBE_KEY, b"", px=1)
            except Exception as err:
                self._failed(err)
                return {"backend": self.name, "ok": False, "error": f"writes refused: {describe(err)}"}
            self._writes_work()
        return {"backend": self.name, "ok": True}

    def close(self) -> None:
        self.client.close()

    # --- back-off ---------------------------------------------------------------------------
    def _check(self) -> None:
        if self._skip_until and self.clock() < self._skip_until:
            raise CacheSkipped("unavailable")

    def _failed(self, err: BaseException) -> None:
        if isinstance(err, WRITES_REFUSED):
            if self.refused is None:
                log.warning(
                    "redis refuses writes (%s): not storing for %s s at a time", describe(err), self.retry_seconds
                )
            self.refused = describe(err)
            self._skip_writes_until = self.clock() + self.retry_seconds
        elif isinstance(err, UNAVAILABLE) and not isinstance(err, MaxConnectionsError):
            if self.error is None:
                log.warning(
                    "redis unavailable (%s): computing without it, trying again every %s s",
                    describe(err),
                    self.retry_seconds,
                )
            self.error = describe(err)
            self._skip_until = self.clock() + self.retry_seconds

    def _worked(self) -> None:
        if self.error is not None:
            log.info("redis is available again")
            self.error = None

    def _writes_work(self) -> None:
        log.info("redis accepts writes again")
        self.refused = None
        self._skip_writes_until = 0.0
