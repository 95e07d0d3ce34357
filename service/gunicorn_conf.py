"""Gunicorn settings for Arbiter: the one place both ways of serving read them.

The container image runs::

    gunicorn -c python:service.gunicorn_conf 'service.app:create_app()'

and ``arbiter serve`` loads the same settings through :func:`options`, its flags
overriding the environment. Every setting comes from an ``ARBITER_*`` variable:

================================  ===================  =====================================
variable                          default              gunicorn setting
================================  ===================  =====================================
``ARBITER_HOST``                  ``0.0.0.0``          ``bind`` (host part)
``ARBITER_PORT``                  ``8000``             ``bind`` (port part)
``ARBITER_WORKERS``               2 × CPUs + 1         ``workers`` (CPUs: affinity and the
                                                       cgroup's CPU quota, as in a container)
``ARBITER_THREADS``               ``1``                ``threads``: requests one worker runs at
                                                       once
``ARBITER_CLIENT_TIMEOUT``        ``15``               seconds a client has to send a whole
                                                       request (``worker_class``, below)
``ARBITER_MAX_BODY_BYTES``        ``1048576``          largest body a worker buffers (the app
                                                       answers 413 above it, too)
``ARBITER_TIMEOUT``               ``30``               ``timeout``: a silent worker is killed
``ARBITER_GRACEFUL_TIMEOUT``      ``30``               ``graceful_timeout``: after SIGTERM,
                                                       time to finish in-flight requests
``ARBITER_KEEPALIVE``             ``5``                ``keepalive`` (seconds)
``ARBITER_MAX_REQUESTS``          ``0`` (never)        ``max_requests``: recycle a worker
``ARBITER_MAX_REQUESTS_JITTER``   ``0``                ``max_requests_jitter``
``ARBITER_LOG_LEVEL``             ``INFO``             ``loglevel`` (and the app's logging)
``ARBITER_ACCESS_LOG``            (off)                ``accesslog``: ``-`` for stdout
``ARBITER_CONTROL_SOCKET``        (off)                ``control_socket`` (``gunicornc``)
================================  ===================  =====================================

Gunicorn's own ``GUNICORN_CMD_ARGS`` still overrides any of these in the image.

Workers: :class:`service.worker.BufferedThreadWorker`, gunicorn's ``gthread`` worker whose main loop
reads every request whole (head and body, without blocking) before a thread sees it, so
slow or half-open clients cost a socket each, never a thread; a request not complete within
``ARBITER_CLIENT_TIMEOUT`` seconds is answered 408 and closed, a body larger than
``ARBITER_MAX_BODY_BYTES`` 413. A worker accepts new connections only while one of its
threads is free, as a sync worker does. See docs/edge.md for the evidence.

Prometheus multiprocess mode: at start the master empties ``PROMETHEUS_MULTIPROC_DIR``
of old ``*.db`` files (creating the directory if needed), or, when the variable is unset
and there are several workers, creates a temporary directory, points the variable at it
(the workers inherit it) and removes it at exit. A dead worker's live metrics are dropped.

Importing this module has no side effects; the hooks do the work.
"""

import glob
import logging
import math
import os
import shutil
import tempfile

from .worker import make_worker_class

LOG_FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"
LOG_LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
METRICS_DIR_VARIABLE = "PROMETHEUS_MULTIPROC_DIR"
_state: dict = {}  # the temporary metrics directory this process created, if any


# --- reading the environment --------------------------------------------------------------
def available_cpus() -> int:
    """CPUs this process may use: its affinity, capped by a cgroup v2 CPU quota."""
    try:
        cpus = len(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        cpus = os.cpu_count() or 1
    try:
        with open("/sys/fs/cgroup/cpu.max", encoding="ascii") as f:
            quota, period = f.read().split()[:2]
        if quota != "max":
            cpus = min(cpus, max(1, math.ceil(int(quota) / int(period))))
    except (OSError, ValueError):
        pass
    return max(1, cpus)


def default_workers() -> int:
    return 2 * available_cpus() + 1


def _int(environ, name: str, default: int, minimum: int = 0) -> int:
    raw = environ.get(name, "").strip()
    if not raw:
        return default
    try:
        value = int(raw)
    except ValueError:
        raise ValueError(f"{name} must be an integer, not {raw!r}") from None
    if value < minimum:
        raise ValueError(f"{name} must be at least {minimum}, not {value}")
    return value


def env_settings(environ=None) -> dict:
    """Arbiter's serving settings from ``environ`` (default: ``os.environ``), with defaults."""
    env = os.environ if environ is None else environ
    level = (env.get("ARBITER_LOG_LEVEL") or "INFO").strip().upper()
    if level not in LOG_LEVELS:
        raise ValueError(f"ARBITER_LOG_LEVEL must be one of {', '.join(LOG_LEVELS)}, not {level!r}")
    return {
        "host": (env.get("ARBITER_HOST") or "0.0.0.0").strip(),
        "port": _int(env, "ARBITER_PORT", 8000),
        "workers": _int(env, "ARBITER_WORKERS", default_workers(), minimum=1),
        "threads": _int(env, "ARBITER_THREADS", 1, minimum=1),
        "client_timeout": _int(env, "ARBITER_CLIENT_TIMEOUT", 15, minimum=1),
        "max_body_bytes": _int(env, "ARBITER_MAX_BODY_BYTES", 1024 * 1024),
        "timeout": _int(env, "ARBITER_TIMEOUT", 30),
        "graceful_timeout": _int(env, "ARBITER_GRACEFUL_TIMEOUT", 30),
        "keepalive": _int(env, "ARBITER_KEEPALIVE", 5),
        "max_requests": _int(env, "ARBITER_MAX_REQUESTS", 0),
        "max_requests_jitter": _int(env, "ARBITER_MAX_REQUESTS_JITTER", 0),
        "log_level": level,
        "access_log": env.get("ARBITER_ACCESS_LOG") or None,
        "control_socket": env.get("ARBITER_CONTROL_SOCKET") or None,
    }


def bind_address(host: str, port: int) -> str:
    """``host:port`` for gunicorn's ``bind``; IPv6 literals get their brackets."""
    if ":" in host and not host.startswith("["):
        host = f"[{host}]"
    return f"{host}:{port}"


def options(environ=None, **overrides) -> dict:
    """Gunicorn settings (name -> value, hooks included) from the environment; keyword
    arguments that are not None (any key of :func:`env_settings`) override it."""
    s = env_settings(environ)
    unknown = set(overrides) - set(s)
    if unknown:
        raise TypeError(f"unknown serving settings: {', '.join(sorted(unknown))}")
    s.update({key: value for key, value in overrides.items() if value is not None})
    shm = "/dev/shm"  # worker heartbeat files in memory, not on a container's overlay disk
    result = {
        "bind": [bind_address(s["host"], s["port"])],
        "workers": s["workers"],
        "worker_class": make_worker_class(s["client_timeout"], s["max_body_bytes"]),
        "threads": s["threads"],
        "timeout": s["timeout"],
        "graceful_timeout": s["graceful_timeout"],
        "keepalive": s["keepalive"],
        "max_requests": s["max_requests"],
        "max_requests_jitter": s["max_requests_jitter"],
        "loglevel": s["log_level"].lower(),
        "accesslog": s["access_log"],
        "errorlog": "-",
        # Off unless asked for: several servers of one user would share $HOME/.gunicorn/gunicorn.ctl,
        # and the image's user has no home to write to.
        "control_socket_disable": s["control_socket"] is None,
        "worker_tmp_dir": shm if os.path.isdir(shm) and os.access(shm, os.W_OK) else None,
        "on_starting": on_starting,
        "child_exit": child_exit,
        "on_exit": on_exit,
    }
    if s["control_socket"] is not None:
        result["control_socket"] = s["control_socket"]
    return result


# --- hooks --------------------------------------------------------------------------------
def prepare_metrics_dir(workers: int, environ=None) -> str | None:
    """Make ``PROMETHEUS_MULTIPROC_DIR`` ready before any worker imports prometheus_client:
    empty it of a previous run's files, or create a temporary one for several workers.
    Returns the directory in use (None: single-process metrics)."""
    env = os.environ if environ is None else environ
    path = env.get(METRICS_DIR_VARIABLE)
    if path:
        os.makedirs(path, exist_ok=True)
        for stale in glob.glob(os.path.join(glob.escape(path), "*.db")):
            os.remove(stale)
        return path
    if workers > 1:
        path = tempfile.mkdtemp(prefix="arbiter-metrics-")
        env[METRICS_DIR_VARIABLE] = path
        _state["temporary_metrics_dir"] = path
        return path
    return None


def on_starting(server) -> None:
    """Master, once, before the workers exist: logging and the metrics directory."""
    logging.basicConfig(level=server.cfg.loglevel.upper(), format=LOG_FORMAT)
    path = prepare_metrics_dir(server.cfg.workers)
    if path:
        server.log.debug("Prometheus multiprocess metrics in %s", path)


def child_exit(server, worker) -> None:
    """Master, after a worker died: drop its live gauges (Prometheus multiprocess mode)."""
    if os.environ.get(METRICS_DIR_VARIABLE):
        from prometheus_client import multiprocess

        multiprocess.mark_process_dead(worker.pid)


def on_exit(server) -> None:
    """Master, at shutdown: remove the temporary metrics directory it created."""
    path = _state.pop("temporary_metrics_dir", None)
    if path:
        shutil.rmtree(path, ignore_errors=True)
        if os.environ.get(METRICS_DIR_VARIABLE) == path:
            del os.environ[METRICS_DIR_VARIABLE]


# --- what `gunicorn -c python:service.gunicorn_conf` reads ----------------------------------
globals().update(options())
