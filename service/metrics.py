"""Prometheus metrics: requests, latency and cache events, one registry per app.

Under several gunicorn workers, set PROMETHEUS_MULTIPROC_DIR (``arbiter serve`` does)
so that /metrics adds up every worker's counts.
"""

import os
import re
import time
from functools import lru_cache

from flask import Flask, Response, request
from prometheus_client import (
    CONTENT_TYPE_LATEST,
    CollectorRegistry,
    Counter,
    Histogram,
    disable_created_metrics,
    generate_latest,
    multiprocess,
)

KNOWN_METHODS = frozenset({"GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"})
STARTED = "arbiter.started"  # environ key: when the request began
LATENCY_BUCKETS = (0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1.0, 2.5, 5.0)


class Metrics:
    """The service's metrics and the Flask hooks that record them."""

    def __init__(self):
        disable_created_metrics()  # the *_created series only add noise here
        self.registry = CollectorRegistry()
        self.requests = Counter(
            "arbiter_http_requests", "HTTP requests answered", ["endpoint", "method", "status"], registry=self.registry
        )
        self.latency = Histogram(
            "arbiter_http_request_duration_seconds",
            "Time to answer a request",
            ["endpoint"],
            buckets=LATENCY_BUCKETS,
            registry=self.registry,
        )
        self.cache_hits = Counter(
            "arbiter_cache_hits", "Responses served from the cache", ["endpoint"], registry=self.registry
        )
        self.cache_misses = Counter(
            "arbiter_cache_misses", "Cache lookups that found nothing", ["endpoint"], registry=self.registry
        )
        self.cache_errors = Counter(
            "arbiter_cache_errors", "Cache operations that failed", ["operation"], registry=self.registry
        )
        self.cache_skips = Counter(
            "arbiter_cache_skips",
            "Cache operations not attempted: unavailable "
            "(backing off after a failure), full (writes refused lately), "
            "too_large (value over the size limit)",
            ["reason"],
            registry=self.registry,
        )
        self._series: dict[tuple, tuple] = {}

    def init_app(self, app: Flask) -> None:
        app.before_request(_start_timer)
        app.after_request(self._record)

    def cache_event(self, kind: str, detail: str) -> None:
        """Count a cache ``hit``/``miss`` (detail: endpoint), ``error`` (detail: operation) or
        ``skip`` (detail: reason)."""
        counter = {
            "hit": self.cache_hits,
            "miss": self.cache_misses,
            "error": self.cache_errors,
            "skip": self.cache_skips,
        }[kind]
        counter.labels(detail).inc()

    def _record(self, response: Response) -> Response:
        rule = request.url_rule
        self.count(rule.rule if rule is not None else None, request.method, response.status_code, request.environ)
        return response

    def count(self, rule: str | None, method: str, status: int, environ: dict) -> None:
        """Count one answered request of URL rule ``rule`` (``None``: no route matched), and
        its latency since ``environ``'s start time."""
        if method not in KNOWN_METHODS:  # clients choose methods freely: bound the label values
            method = "OTHER"
        key = (rule, method, status)
        series = self._series.get(key)
        if series is None:
            series = self._series[key] = self._make_series(*key)
        series[0].inc()
        started = environ.get(STARTED)
        if started is not None:
            series[1].observe(time.perf_counter() - started)

    def _make_series(self, rule: str | None, method: str, status: int) -> tuple:
        """The request counter and latency histogram children of one kind of request."""
        endpoint = path_template(rule) if rule is not None else "<unmatched>"
        return self.requests.labels(endpoint, method, str(status)), self.latency.labels(endpoint)

    def render(self) -> tuple[bytes, str]:
        """The Prometheus text exposition of every metric (of every worker, in multiprocess mode)."""
        if os.environ.get("PROMETHEUS_MULTIPROC_DIR"):
            registry = CollectorRegistry()
            multiprocess.MultiProcessCollector(registry)
        else:
            registry = self.registry
        return generate_latest(registry), CONTENT_TYPE_LATEST


@lru_cache(maxsize=256)
def path_template(rule: str) -> str:
    """``/v1/games/<game_id:game>/view`` → ``/v1/games/{game}/view`` (as in the OpenAPI paths)."""
    return re.sub(r"<(?:[^:<>]+:)?([^<>]+)>", r"{\1}", rule)


def _start_timer() -> None:
    request.environ[STARTED] = time.perf_counter()
