"""Real servers on loopback for the tests: free ports, redis-server, ``arbiter serve``.

Every process is started in its own session and stopped (terminate, then kill) on exit.
"""

import contextlib
import os
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def wait_for_port(port: int, proc: subprocess.Popen | None = None, seconds: float = 30) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"{proc.args[0]} exited with {proc.returncode}")
        with contextlib.suppress(OSError), socket.create_connection(("127.0.0.1", port), timeout=0.5):
            return
        time.sleep(0.05)
    raise RuntimeError(f"nothing listens on 127.0.0.1:{port} after {seconds} s")


def wait_until_up(url: str, proc: subprocess.Popen | None = None, seconds: float = 30) -> None:
    """Wait until ``url`` answers 200."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if proc is not None and proc.poll() is not None:
            raise RuntimeError(f"{proc.args[0]} exited with {proc.returncode}")
        with contextlib.suppress(OSError), urllib.request.urlopen(url, timeout=1) as response:
            if response.status == 200:
                return
        time.sleep(0.1)
    raise RuntimeError(f"{url} did not answer within {seconds} s")


def start(cmd: list[str], env: dict | None = None, **kwargs) -> subprocess.Popen:
    return subprocess.Popen(
        cmd,
        env={**os.environ, **(env or {})},
        start_new_session=True,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        **kwargs,
    )


def start_gunicorn(port: int, env: dict | None = None, workers: int = 2) -> subprocess.Popen:
    """gunicorn as the container image runs it (``-c python:service.gunicorn_conf``), on
    127.0.0.1:``port``; ``env`` adds or overrides settings."""
    return start(
        [sys.executable, "-m", "gunicorn", "-c", "python:service.gunicorn_conf", "service.app:create_app()"],
        cwd=ROOT,
        env={
            "ARBITER_HOST": "127.0.0.1",
            "ARBITER_PORT": str(port),
            "ARBITER_WORKERS": str(workers),
            "ARBITER_LOG_LEVEL": "WARNING",
            **(env or {}),
        },
    )


def stop(proc: subprocess.Popen, seconds: float = 10) -> None:
    if proc.poll() is not None:
        return
    with contextlib.suppress(ProcessLookupError):
        os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=seconds)
    except subprocess.TimeoutExpired:
        with contextlib.suppress(ProcessLookupError):
            os.killpg(proc.pid, signal.SIGKILL)
        proc.wait()


class RedisServer:
    """A throw-away ``redis-server`` (no persistence) that can be stopped and started again
    on the same port, to test what the service does while Redis is away."""

    def __init__(self, port: int | None = None):
        binary = shutil.which("redis-server")
        if binary is None:
            raise RuntimeError("redis-server is not installed (scripts/test.sh installs it)")
        self.binary = binary
        self.port = port or free_port()
        self.url = f"redis://127.0.0.1:{self.port}/0"
        self.dir = tempfile.mkdtemp(prefix="arbiter-redis-")
        self.proc: subprocess.Popen | None = None

    def start(self) -> "RedisServer":
        self.proc = start(
            [
                self.binary,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                self.dir,
            ]
        )
        wait_for_port(self.port, self.proc)
        return self

    def stop(self) -> None:
        if self.proc is not None:
            stop(self.proc)
            self.proc = None

    def close(self) -> None:
        self.stop()
        shutil.rmtree(self.dir, ignore_errors=True)


@contextlib.contextmanager
def arbiter_server(env: dict | None = None, workers: int = 2, port: int | None = None):
    """``arbiter serve`` on a free loopback port; yields its base URL."""
    port = port or free_port()
    proc = start(
        [
            sys.executable,
            "-m",
            "service.cli",
            "serve",
            "--host",
            "127.0.0.1",
            "--port",
            str(port),
            "--workers",
            str(workers),
        ],
        env={"ARBITER_LOG_LEVEL": "WARNING", **(env or {})},
        cwd=ROOT,
    )
    base = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(base + "/healthz", proc)
        yield base
    finally:
        stop(proc)
