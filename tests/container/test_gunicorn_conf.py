"""service/gunicorn_conf.py: the settings the image and `arbiter serve` share."""

import os
import signal
import subprocess
import sys

import pytest

from service import gunicorn_conf as conf
from service.worker import BufferedThreadWorker
from tests.servers import ROOT, free_port, start_gunicorn, stop, wait_until_up

HOOKS = {"on_starting", "child_exit", "on_exit"}


def test_defaults():
    s = conf.env_settings({})
    assert (s["host"], s["port"], s["threads"]) == ("0.0.0.0", 8000, 1)
    assert (s["timeout"], s["graceful_timeout"], s["keepalive"]) == (30, 30, 5)
    assert s["workers"] == 2 * conf.available_cpus() + 1 >= 3
    assert (s["log_level"], s["access_log"], s["control_socket"]) == ("INFO", None, None)
    assert (s["client_timeout"], s["max_body_bytes"]) == (15, 1024 * 1024)  # the buffered worker's limits
    assert issubclass(conf.options({})["worker_class"], BufferedThreadWorker)


def test_environment_then_overrides():
    env = {
        "ARBITER_HOST": "127.0.0.1",
        "ARBITER_PORT": "9000",
        "ARBITER_WORKERS": "3",
        "ARBITER_THREADS": "4",
        "ARBITER_TIMEOUT": "60",
        "ARBITER_GRACEFUL_TIMEOUT": "20",
        "ARBITER_KEEPALIVE": "75",
        "ARBITER_LOG_LEVEL": "warning",
        "ARBITER_ACCESS_LOG": "-",
    }
    o = conf.options(env)
    assert o["bind"] == ["127.0.0.1:9000"]
    assert (o["workers"], o["threads"], o["timeout"], o["graceful_timeout"], o["keepalive"]) == (3, 4, 60, 20, 75)
    assert (o["loglevel"], o["accesslog"], o["control_socket_disable"]) == ("warning", "-", True)
    assert {o["on_starting"], o["child_exit"], o["on_exit"]} == {conf.on_starting, conf.child_exit, conf.on_exit}
    o = conf.options(env, host="::1", port=1, workers=1, threads=None)  # None: keep the environment's
    assert (o["bind"], o["workers"], o["threads"]) == (["[::1]:1"], 1, 4)
    with pytest.raises(TypeError, match="colour"):
        conf.options(env, colour="red")


@pytest.mark.parametrize(
    "name, value",
    [("ARBITER_PORT", "http"), ("ARBITER_WORKERS", "0"), ("ARBITER_TIMEOUT", "-1"), ("ARBITER_LOG_LEVEL", "loud")],
)
def test_bad_values_name_their_variable(name, value):
    with pytest.raises(ValueError, match=name):
        conf.env_settings({name: value})


def test_the_module_holds_gunicorn_settings_only_where_meant():
    from gunicorn.config import Config

    known = set(Config().settings)
    meant = {
        "bind",
        "workers",
        "worker_class",
        "threads",
        "timeout",
        "graceful_timeout",
        "keepalive",
        "max_requests",
        "max_requests_jitter",
        "loglevel",
        "accesslog",
        "errorlog",
        "control_socket_disable",
        "worker_tmp_dir",
    } | HOOKS
    assert known & set(vars(conf)) == meant


def test_gunicorn_reads_the_module_with_its_environment():
    env = {
        **os.environ,
        "ARBITER_PORT": "8123",
        "ARBITER_WORKERS": "3",
        "ARBITER_THREADS": "2",
        "ARBITER_GRACEFUL_TIMEOUT": "7",
        "ARBITER_KEEPALIVE": "9",
    }
    out = subprocess.run(
        [
            sys.executable,
            "-m",
            "gunicorn",
            "-c",
            "python:service.gunicorn_conf",
            "--print-config",
            "service.app:create_app()",
        ],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=60,
        check=True,
    ).stdout
    pairs = (line.partition("=") for line in out.splitlines())
    printed = {name.strip(): value.strip() for name, sep, value in pairs if sep}
    assert printed["bind"] == "['0.0.0.0:8123']"
    assert (printed["workers"], printed["threads"]) == ("3", "2")
    assert (printed["graceful_timeout"], printed["keepalive"], printed["timeout"]) == ("7", "9", "30")
    assert printed["control_socket_disable"] == "True"


def test_metrics_dir_is_emptied_of_old_files(tmp_path):
    metrics = tmp_path / "metrics"
    metrics.mkdir()
    (metrics / "counter_1.db").write_bytes(b"old")
    (metrics / "README").write_text("not ours: kept")
    assert conf.prepare_metrics_dir(4, {conf.METRICS_DIR_VARIABLE: str(metrics)}) == str(metrics)
    assert sorted(p.name for p in metrics.iterdir()) == ["README"]
    missing = tmp_path / "new"
    assert conf.prepare_metrics_dir(1, {conf.METRICS_DIR_VARIABLE: str(missing)}) == str(missing)
    assert missing.is_dir()


def test_temporary_metrics_dir_for_several_workers_only():
    env = {}
    assert conf.prepare_metrics_dir(1, env) is None and env == {}
    path = conf.prepare_metrics_dir(2, env)
    try:
        assert env == {conf.METRICS_DIR_VARIABLE: path} and os.path.isdir(path)
    finally:
        conf.on_exit(None)
    assert not os.path.exists(path)


def test_gunicorn_with_the_module_serves_empties_metrics_and_stops_gracefully(tmp_path):
    metrics = tmp_path / "metrics"
    metrics.mkdir()
    stale = metrics / "counter_999999.db"
    stale.write_bytes(b"not a metrics file")
    port = free_port()
    proc = start_gunicorn(port, {conf.METRICS_DIR_VARIABLE: str(metrics)})
    try:
        wait_until_up(f"http://127.0.0.1:{port}/healthz", proc)
        assert not stale.exists()
        import urllib.request

        with urllib.request.urlopen(f"http://127.0.0.1:{port}/metrics", timeout=5) as response:
            assert b"arbiter_http_requests_total" in response.read()
        proc.send_signal(signal.SIGTERM)
        assert proc.wait(timeout=30) == 0
    finally:
        stop(proc)
