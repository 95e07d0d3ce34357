"""The Redis cache backend, against the real redis-server the test session starts.

Hits and misses through the app, key namespaces, TTL, compression, the value-size limit,
and a Redis that is full or slow: the request is always answered, correctly.
"""

import random
import statistics
import threading
import time

import orjson
import pytest
import redis

from rules.foundations_of_rome import GAME
from service.app import create_app
from service.cache import KEY_PREFIX, LayeredCache, MemoryCache, NullCache, cache_key, make_cache
from service.redis_cache import RAW, ZLIB, RedisCache, decode, encode

from .helpers import GAME as GAME_ID
from .helpers import call, metric, new_game, ok

# Generous timeouts where the test is not about timeouts: a loaded CI machine must not
# turn a hit into a miss.
RELAXED = {"ARBITER_REDIS_TIMEOUT": 2.0, "ARBITER_REDIS_CONNECT_TIMEOUT": 2.0}
# These tests are about the Redis layer: no in-process layer in front of it.
ALONE = {"ARBITER_CACHE_SIZE": 0}


@pytest.fixture
def admin(redis_url):
    """A plain redis client on the test's (flushed) database; undoes any CONFIG SET."""
    client = redis.Redis.from_url(redis_url)
    yield client
    client.config_set("maxmemory", 0)
    client.config_set("maxmemory-policy", "noeviction")
    client.flushall()
    client.close()


def redis_client(url: str, **config):
    return create_app({"ARBITER_REDIS_URL": url, **ALONE, **ALONE, **RELAXED, **config}).test_client()


def entries(admin) -> dict[bytes, bytes]:
    """Every cache entry in Redis: key -> stored bytes."""
    return {key: admin.get(key) for key in admin.scan_iter(match=f"{KEY_PREFIX}:*")}


def expected_legal_actions(state: dict, player=None) -> dict:
    """What legal-actions must answer, computed by the in-process engine."""
    actions = GAME.legal_actions(state, player)
    answer = {"actions": actions, "labels": GAME.labels(state, actions), "status": GAME.status(state)}
    return orjson.loads(orjson.dumps(answer))


# --- choosing the backend -------------------------------------------------------------------
def test_redis_url_chooses_redis(monkeypatch, redis_url):
    monkeypatch.setenv("ARBITER_REDIS_URL", redis_url)
    monkeypatch.setenv("ARBITER_CACHE_TTL", "60")
    monkeypatch.setenv("ARBITER_REDIS_TIMEOUT", "0.2")
    monkeypatch.setenv("ARBITER_CACHE_SIZE", "0")
    app = create_app()
    backend = app.extensions["arbiter"]["cache"].backend
    assert isinstance(backend, RedisCache)
    assert backend.ttl == 60
    assert backend.client.connection_pool.connection_kwargs["socket_timeout"] == 0.2
    assert ok(app.test_client().get("/readyz")) == {"status": "ready", "cache": {"backend": "redis", "ok": True}}


def test_make_cache_settings(redis_url):
    cache = make_cache(
        {
            "ARBITER_REDIS_URL": redis_url,
            "ARBITER_CACHE_SIZE": "0",
            "ARBITER_CACHE_TTL": "7",
            "ARBITER_CACHE_MAX_VALUE_BYTES": "100",
            "ARBITER_CACHE_COMPRESS_MIN_BYTES": "50",
            "ARBITER_REDIS_CONNECT_TIMEOUT": "0.3",
            "ARBITER_REDIS_TIMEOUT": "0.05",
            "ARBITER_REDIS_RETRY_SECONDS": "2.5",
            "ARBITER_REDIS_MAX_CONNECTIONS": "8",
        }
    )
    assert isinstance(cache, RedisCache)
    assert (cache.ttl, cache.max_value_bytes, cache.compress_min_bytes, cache.retry_seconds) == (7, 100, 50, 2.5)
    pool = cache.client.connection_pool
    assert pool.max_connections == 8
    assert pool.connection_kwargs["socket_connect_timeout"] == 0.3
    assert pool.connection_kwargs["socket_timeout"] == 0.05
    assert cache.client.get_retry()._retries == 0  # a failure is answered by computing, not retried
    layered = make_cache({"ARBITER_REDIS_URL": redis_url})
    assert isinstance(layered, LayeredCache) and layered.near.size == 10_000  # the default
    defaults = layered.far
    assert (defaults.ttl, defaults.max_value_bytes, defaults.compress_min_bytes) == (3600, 1024 * 1024, 1024)
    assert defaults.client.connection_pool.connection_kwargs["socket_timeout"] == 0.1
    assert defaults.client.connection_pool.connection_kwargs["socket_connect_timeout"] == 0.25
    assert defaults.retry_seconds == 1.0
    # explicit choices win over the URL; redis needs one
    assert isinstance(make_cache({"ARBITER_REDIS_URL": redis_url, "ARBITER_CACHE": "memory"}), MemoryCache)
    assert isinstance(make_cache({"ARBITER_REDIS_URL": redis_url, "ARBITER_CACHE": "none"}), NullCache)
    assert isinstance(make_cache({"ARBITER_CACHE": "redis", "ARBITER_REDIS_URL": redis_url}), LayeredCache)
    assert isinstance(make_cache({"ARBITER_REDIS_URL": ""}), MemoryCache)
    with pytest.raises(ValueError, match="ARBITER_REDIS_URL"):
        make_cache({"ARBITER_CACHE": "redis"})


# --- keys ------------------------------------------------------------------------------------
def test_cache_key_is_readable_and_digests_the_content():
    state = {"a": 1, "b": [1, 2]}
    key = cache_key("legal-actions", "foundations-of-rome", "1", state, None)
    prefix, digest = key.rsplit(":", 1)
    assert prefix == "arbiter:v2:foundations-of-rome:1:legal-actions"
    assert len(digest) == 64 and int(digest, 16) >= 0
    assert cache_key("legal-actions", "foundations-of-rome", "1", {"b": [1, 2], "a": 1}, None) == key
    assert cache_key("legal-actions", "foundations-of-rome", "1", {**state, "a": 2}, None) != key
    assert cache_key("legal-actions", "foundations-of-rome", "1", state, 0) != key
    assert cache_key("apply", "foundations-of-rome", "1", state, None).rsplit(":", 1)[1] != digest
    assert cache_key("legal-actions", "foundations-of-rome", "2", state, None).startswith(
        "arbiter:v2:foundations-of-rome:2:legal-actions:"
    )


def test_keys_are_namespaced_by_game_and_rules_version(admin, redis_url):
    client = redis_client(redis_url)
    state = new_game(client)["state"]
    ok(call(client, "legal-actions", {"state": state}))
    action = {"type": "take_income", "player": state["decisions"][0]["seat"]}
    ok(call(client, "apply", {"state": state, "action": action}))
    keys = sorted(key.decode() for key in entries(admin))
    assert [key.rsplit(":", 1)[0] for key in keys] == [
        f"arbiter:v2:{GAME_ID}:{GAME.rules_version}:apply",
        f"arbiter:v2:{GAME_ID}:{GAME.rules_version}:legal-actions",
    ]
    assert keys[1] == cache_key("legal-actions", GAME_ID, GAME.rules_version, state, None)
    assert admin.dbsize() == 2


# --- hits and misses -------------------------------------------------------------------------
def test_hit_and_miss_through_the_app(admin, redis_url):
    client = redis_client(redis_url)
    state = new_game(client)["state"]
    first = call(client, "legal-actions", {"state": state})
    assert ok(first) == expected_legal_actions(state)
    assert metric(client, "arbiter_cache_misses_total", endpoint="legal-actions") == 1
    second = call(client, "legal-actions", {"state": state})
    assert second.get_data() == first.get_data()
    assert metric(client, "arbiter_cache_hits_total", endpoint="legal-actions") == 1

    action = ok(first)["actions"][0]
    applied = ok(call(client, "apply", {"state": state, "action": action}))
    new_state, events = GAME.apply(state, action)
    assert applied == orjson.loads(
        orjson.dumps({"state": new_state, "events": events, "status": GAME.status(new_state)})
    )
    assert len(entries(admin)) == 2

    # Another process (a fresh app) shares the entries: its first request is a hit.
    other = redis_client(redis_url)
    assert call(other, "legal-actions", {"state": state}).get_data() == first.get_data()
    assert ok(call(other, "apply", {"state": state, "action": action})) == applied
    assert metric(other, "arbiter_cache_hits_total", endpoint="legal-actions") == 1
    assert metric(other, "arbiter_cache_hits_total", endpoint="apply") == 1
    assert metric(other, "arbiter_cache_misses_total", endpoint="apply") == 0
    assert metric(other, "arbiter_cache_errors_total", operation="get") == 0


def test_ttl_is_set(admin, redis_url):
    client = redis_client(redis_url)
    state = new_game(client)["state"]
    ok(call(client, "legal-actions", {"state": state}))
    [key] = entries(admin)
    assert 3590 <= admin.ttl(key) <= 3600
    admin.flushall()
    short = redis_client(redis_url, ARBITER_CACHE_TTL=5)
    ok(call(short, "legal-actions", {"state": state}))
    [key] = entries(admin)
    assert 0 < admin.ttl(key) <= 5
    admin.flushall()
    forever = redis_client(redis_url, ARBITER_CACHE_TTL=0)
    ok(call(forever, "legal-actions", {"state": state}))
    [key] = entries(admin)
    assert admin.ttl(key) == -1  # 0: no expiry


# --- encoding --------------------------------------------------------------------------------
def test_encode_and_decode():
    small, large = b'{"a":1}', orjson.dumps({"actions": [{"type": "x", "n": n} for n in range(200)]})
    assert encode(small, 1024) == RAW + small
    packed = encode(large, 1024)
    assert packed[:1] == ZLIB and len(packed) < len(large) / 4
    assert decode(packed) == large and decode(encode(small, 1024)) == small
    noise = random.Random(1).randbytes(2048)  # incompressible: stored raw even over the threshold
    assert encode(noise, 16) == RAW + noise
    with pytest.raises(ValueError):
        decode(b"\x07whatever")


def test_large_values_are_compressed_and_read_back_identical(admin, redis_url):
    client = redis_client(redis_url)
    state = new_game(client, players=4)["state"]
    first = call(client, "legal-actions", {"state": state})
    body = first.get_data()
    assert len(body) > 1024
    [stored] = entries(admin).values()
    assert stored[:1] == ZLIB and len(stored) < len(body) / 3
    assert decode(stored) == body
    second = call(client, "legal-actions", {"state": state})
    assert second.get_data() == body
    assert metric(client, "arbiter_cache_hits_total", endpoint="legal-actions") == 1

    admin.flushall()  # below the threshold: raw, after the header byte
    plain = redis_client(redis_url, ARBITER_CACHE_COMPRESS_MIN_BYTES=10 * len(body))
    assert call(plain, "legal-actions", {"state": state}).get_data() == body
    [stored] = entries(admin).values()
    assert stored == RAW + body
    assert call(plain, "legal-actions", {"state": state}).get_data() == body


def test_a_corrupt_entry_is_an_error_not_a_failure(admin, redis_url):
    client = redis_client(redis_url)
    state = new_game(client)["state"]
    ok(call(client, "legal-actions", {"state": state}))
    [key] = entries(admin)
    admin.set(key, b"\x07garbage")
    assert ok(call(client, "legal-actions", {"state": state})) == expected_legal_actions(state)
    assert metric(client, "arbiter_cache_errors_total", operation="get") == 1


def test_values_over_the_size_limit_are_not_stored(admin, redis_url):
    client = redis_client(redis_url, ARBITER_CACHE_MAX_VALUE_BYTES=200)
    state = new_game(client)["state"]
    for _ in range(2):
        assert ok(call(client, "legal-actions", {"state": state})) == expected_legal_actions(state)
    assert entries(admin) == {}
    assert metric(client, "arbiter_cache_skips_total", reason="too_large") == 2
    assert metric(client, "arbiter_cache_misses_total", endpoint="legal-actions") == 2
    assert metric(client, "arbiter_cache_errors_total", operation="set") == 0
    assert ok(client.get("/readyz"))["status"] == "ready"
    # The limit applies to the stored (compressed) size: ~3.6 kB of JSON fits in 1000 bytes.
    roomy = redis_client(redis_url, ARBITER_CACHE_MAX_VALUE_BYTES=1000)
    body = call(roomy, "legal-actions", {"state": state}).get_data()
    assert len(body) > 1000
    [stored] = entries(admin).values()
    assert len(stored) <= 1000 and decode(stored) == body


# --- a full Redis ----------------------------------------------------------------------------
def fill(admin) -> int:
    """Make Redis full: maxmemory 1mb, noeviction, filled until it refuses writes."""
    admin.config_set("maxmemory-policy", "noeviction")
    admin.config_set("maxmemory", "1mb")
    for i in range(10_000):
        try:
            admin.set(f"filler:{i}", b"x" * 10_000)
        except redis.exceptions.OutOfMemoryError:
            return i
    raise AssertionError("Redis never became full")


def test_a_full_redis_still_answers_and_counts_errors(admin, redis_url):
    client = redis_client(redis_url)
    plain = create_app({"ARBITER_CACHE": "none"}).test_client()
    state = new_game(plain)["state"]
    stored_before = call(client, "legal-actions", {"state": state}).get_data()
    fill(admin)

    # Reads still work: the entry stored before is a hit.
    assert call(client, "legal-actions", {"state": state}).get_data() == stored_before
    assert metric(client, "arbiter_cache_hits_total", endpoint="legal-actions") == 1
    # New entries are refused: every request is computed, and answered correctly.
    for action in ok(call(plain, "legal-actions", {"state": state}))["actions"][:6]:
        body = {"state": state, "action": action}
        assert ok(call(client, "apply", body)) == ok(call(plain, "apply", body))
    assert metric(client, "arbiter_cache_errors_total", operation="set") >= 1
    assert (
        metric(client, "arbiter_cache_errors_total", operation="set")
        + metric(client, "arbiter_cache_skips_total", reason="full")
        == 6
    )
    assert metric(client, "arbiter_cache_errors_total", operation="get") == 0
    assert not [key for key in entries(admin) if b":apply:" in key]
    ready = client.get("/readyz")
    assert ready.status_code == 200
    report = ready.get_json()
    assert report["status"] == "degraded" and report["cache"]["ok"] is False
    assert report["cache"]["error"].startswith("writes refused: OutOfMemoryError")

    # Room again: readiness sees writes work, and new entries are stored again.
    admin.config_set("maxmemory", 0)
    assert ok(client.get("/readyz"))["status"] == "ready"
    action = ok(call(plain, "legal-actions", {"state": state}))["actions"][7]
    ok(call(client, "apply", {"state": state, "action": action}))
    assert [key for key in entries(admin) if b":apply:" in key]


# --- a slow Redis ----------------------------------------------------------------------------
def test_a_slow_redis_costs_one_timeout_then_is_skipped(admin, redis_url):
    timeout, pause = 0.1, 2.0
    client = create_app(
        {"ARBITER_REDIS_URL": redis_url, **ALONE, "ARBITER_REDIS_TIMEOUT": timeout, "ARBITER_REDIS_RETRY_SECONDS": 1.0}
    ).test_client()
    plain = create_app({"ARBITER_CACHE": "none"}).test_client()
    state = new_game(plain)["state"]
    actions = ok(call(plain, "legal-actions", {"state": state}))["actions"]
    ok(call(client, "legal-actions", {"state": state}))  # the pool has a connection

    admin.client_pause(int(pause * 1000), all=True)  # every client's commands wait 2 s
    paused = time.monotonic()
    latencies = []
    for action in actions[:10]:
        body = {"state": state, "action": action}
        started = time.perf_counter()
        response = call(client, "apply", body)
        latencies.append(time.perf_counter() - started)
        assert ok(response) == ok(call(plain, "apply", body))
    started = time.perf_counter()
    ready = client.get("/readyz")
    readyz_latency = time.perf_counter() - started
    assert time.monotonic() - paused < pause, "the test itself was too slow to see the pause"
    assert ready.status_code == 200 and ready.get_json()["status"] == "degraded"
    assert "Timeout" in ready.get_json()["cache"]["error"]
    # One request pays the timeout; the others skip Redis while it backs off.
    assert latencies[0] >= timeout
    assert max(latencies) < timeout + 0.4, latencies
    assert statistics.median(latencies[1:]) < timeout, latencies
    assert readyz_latency < timeout + 0.4
    assert metric(client, "arbiter_cache_errors_total", operation="get") == 1
    assert metric(client, "arbiter_cache_errors_total", operation="set") == 0
    assert metric(client, "arbiter_cache_skips_total", reason="unavailable") == 19  # 9 gets, 10 sets

    time.sleep(max(0.0, paused + pause + 0.1 - time.monotonic()))
    assert ok(client.get("/readyz"))["status"] == "ready"
    body = {"state": state, "action": actions[0]}
    assert ok(call(client, "apply", body)) == ok(call(plain, "apply", body))
    assert [key for key in entries(admin) if b":apply:" in key]  # stored again


def test_a_slow_redis_under_concurrent_requests(admin, redis_url):
    """Requests in several threads while Redis is paused: each waits at most ~one timeout."""
    client = create_app({"ARBITER_REDIS_URL": redis_url, **ALONE, "ARBITER_REDIS_TIMEOUT": 0.1}).test_client()
    state = new_game(client)["state"]
    expected = expected_legal_actions(state)
    admin.client_pause(1500, all=True)
    results, lock = [], threading.Lock()

    def work():
        for _ in range(5):
            started = time.perf_counter()
            response = call(client, "legal-actions", {"state": state})
            with lock:
                results.append((time.perf_counter() - started, ok(response)))

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert len(results) == 20
    assert all(body == expected for _, body in results)
    assert max(latency for latency, _ in results) < 0.1 + 0.5
    # (the fixture's clean-up waits for the pause to end)


# --- Redis down from the start ---------------------------------------------------------------
def test_redis_down_at_startup_degrades(free_url):
    client = create_app({"ARBITER_REDIS_URL": free_url, **ALONE}).test_client()
    plain = create_app({"ARBITER_CACHE": "none"}).test_client()
    state = new_game(client)["state"]
    for _ in range(3):
        assert ok(call(client, "legal-actions", {"state": state})) == ok(call(plain, "legal-actions", {"state": state}))
    assert metric(client, "arbiter_cache_errors_total", operation="get") == 1
    assert metric(client, "arbiter_cache_skips_total", reason="unavailable") == 5
    ready = client.get("/readyz")
    assert ready.status_code == 200
    assert ready.get_json()["status"] == "degraded"
    assert ready.get_json()["cache"]["backend"] == "redis"
    assert "refused" in ready.get_json()["cache"]["error"]


@pytest.fixture
def free_url():
    """A Redis URL where nothing listens."""
    from tests.servers import free_port

    return f"redis://127.0.0.1:{free_port()}/0"


# --- the in-process layer in front of Redis -------------------------------------------------
def test_layered_repeat_queries_never_reach_redis(redis_server, redis_url, admin):
    """With the default ARBITER_CACHE_SIZE an in-process LRU stands in front of Redis: a
    process answers its own repeated query from memory, even while Redis is away."""
    client = create_app({"ARBITER_REDIS_URL": redis_url, **RELAXED}).test_client()
    state = new_game(client)["state"]
    first = ok(call(client, "legal-actions", {"state": state}))
    assert len(entries(admin)) == 1  # written through to Redis for the other instances
    redis_server.stop()
    try:
        again = ok(call(client, "legal-actions", {"state": state}))
        assert again == first == expected_legal_actions(state)
        assert metric(client, "arbiter_cache_errors_total") == 0
        assert metric(client, "arbiter_cache_hits_total", endpoint="legal-actions") == 1
    finally:
        redis_server.start()


def test_layered_finds_another_processs_answer_in_redis(redis_url, admin):
    """Two processes (two apps): what one computed, the other reads from Redis and then
    keeps in its own memory."""
    one = create_app({"ARBITER_REDIS_URL": redis_url, **RELAXED}).test_client()
    two = create_app({"ARBITER_REDIS_URL": redis_url, **RELAXED})
    state = new_game(one)["state"]
    answer = ok(call(one, "legal-actions", {"state": state}))
    assert ok(call(two.test_client(), "legal-actions", {"state": state})) == answer
    layered = two.extensions["arbiter"]["cache"].backend
    assert isinstance(layered, LayeredCache) and len(layered.near) == 1
    assert metric(two.test_client(), "arbiter_cache_hits_total", endpoint="legal-actions") == 1
