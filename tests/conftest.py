"""Fixtures shared by every test folder (real servers on loopback), and the container test's
timings printed at the end of the run (also under pytest-xdist, whose workers' output is not
shown: the test records them with ``record_property``)."""

import pytest

from service.seal import new_key
from tests.servers import RedisServer, arbiter_server


@pytest.fixture(scope="session")
def redis_server():
    """A running redis-server for the whole session (flushed per test by ``redis_url``)."""
    server = RedisServer().start()
    try:
        yield server
    finally:
        server.close()


@pytest.fixture
def redis_url(redis_server):
    """The URL of a clean Redis database."""
    import redis

    client = redis.Redis.from_url(redis_server.url)
    client.flushall()
    client.close()
    return redis_server.url


@pytest.fixture(scope="session")
def live_server():
    """Base URL of ``arbiter serve`` (gunicorn, 2 workers) with the embedded defaults and a
    sealing key (both workers seal and open each other's tokens)."""
    with arbiter_server({"ARBITER_SEAL_KEYS": new_key()}) as base:
        yield base


_CONTAINER_TIMINGS: list[str] = []


def pytest_runtest_logreport(report):
    if report.when == "call":
        _CONTAINER_TIMINGS.extend(
            f"{report.nodeid}: {value}" for name, value in report.user_properties if name == "container_timings"
        )


def pytest_terminal_summary(terminalreporter):
    if _CONTAINER_TIMINGS:
        terminalreporter.section("container image timings")
        for line in _CONTAINER_TIMINGS:
            terminalreporter.write_line(line)
