"""The `arbiter` command: argument defaults and a real gunicorn server."""

import contextlib
import http.client
import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest
from prometheus_client.parser import text_string_to_metric_families

from service import cli

ROOT = Path(__file__).resolve().parents[2]


def test_serve_defaults_come_from_the_environment(monkeypatch):
    monkeypatch.setenv("ARBITER_PORT", "9123")
    monkeypatch.setenv("ARBITER_WORKERS", "3")
    monkeypatch.delenv("ARBITER_HOST", raising=False)
    args = cli.build_parser().parse_args(["serve"])
    assert (args.host, args.port, args.workers, args.threads) == ("0.0.0.0", 9123, 3, 1)
    args = cli.build_parser().parse_args(["serve", "--port", "1", "--workers", "1", "--threads", "8"])
    assert (args.port, args.workers, args.threads) == (1, 1, 8)


def test_serve_flags_override_the_settings_the_image_uses(monkeypatch):
    """`arbiter serve` configures gunicorn from service.gunicorn_conf, its flags winning."""
    from gunicorn.app.base import BaseApplication

    monkeypatch.setenv("ARBITER_TIMEOUT", "60")
    monkeypatch.setenv("ARBITER_KEEPALIVE", "9")
    monkeypatch.setenv("ARBITER_THREADS", "2")
    served = {}
    monkeypatch.setattr(BaseApplication, "run", lambda self: served.setdefault("cfg", self.cfg))
    assert (
        cli.main(["serve", "--host", "127.0.0.1", "--port", "8124", "--workers", "3", "--graceful-timeout", "5"]) == 0
    )
    cfg = served["cfg"]
    assert (cfg.bind, cfg.workers, cfg.threads) == (["127.0.0.1:8124"], 3, 2)
    assert (cfg.timeout, cfg.graceful_timeout, cfg.keepalive) == (60, 5, 9)
    assert cfg.control_socket_disable is True


def test_openapi_defaults():
    args = cli.build_parser().parse_args(["openapi"])
    assert args.output == "openapi/openapi.json" and args.check is False


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _get(port: int, path: str) -> tuple[int, bytes]:
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=5)
    try:
        conn.request("GET", path)
        response = conn.getresponse()
        return response.status, response.read()
    finally:
        conn.close()


@pytest.fixture
def server():
    """`arbiter serve` with two workers on a free loopback port; stopped afterwards."""
    port = _free_port()
    env = {k: v for k, v in os.environ.items() if k != "PROMETHEUS_MULTIPROC_DIR"}
    proc = subprocess.Popen(
        [sys.executable, "-m", "service.cli", "serve", "--host", "127.0.0.1", "--port", str(port), "--workers", "2"],
        cwd=ROOT,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        deadline, answered = time.monotonic() + 30, 0
        while not answered:
            assert proc.poll() is None, proc.stderr.read().decode()
            with contextlib.suppress(OSError):
                answered = _get(port, "/healthz")[0] == 200
            assert time.monotonic() < deadline, "server did not start"
            time.sleep(0.1)
        yield port
    finally:
        proc.send_signal(signal.SIGTERM)
        try:
            proc.wait(timeout=20)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def test_serve_runs_gunicorn_and_adds_up_metrics_of_all_workers(server):
    for _ in range(20):
        assert _get(server, "/healthz") == (200, b'{"status":"ok"}')
    status, body = _get(server, "/metrics")
    assert status == 200
    total = sum(
        sample.value
        for family in text_string_to_metric_families(body.decode())
        for sample in family.samples
        if sample.name == "arbiter_http_requests_total" and sample.labels["endpoint"] == "/healthz"
    )
    assert total == 21  # 20 here and the poll that found the server ready, whichever worker answered
