"""Fixtures shared by every test folder: real servers on loopback."""

import pytest

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
    """Base URL of ``arbiter serve`` (gunicorn, 2 workers) with the embedded defaults."""
    with arbiter_server() as base:
        yield base
