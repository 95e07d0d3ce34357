"""Response caching of legal-actions and apply: hits skip the engine; failures never fail."""

import threading

import pytest

from rules import games as registry
from rules.core import Game
from service.app import create_app
from service.cache import GuardedCache, MemoryCache, NullCache, make_cache

from .helpers import call, metric, new_game, ok


def test_second_identical_legal_actions_is_a_hit(client):
    state = new_game(client)["state"]
    first = call(client, "legal-actions", {"state": state})
    assert metric(client, "arbiter_cache_misses_total", endpoint="legal-actions") == 1
    assert metric(client, "arbiter_cache_hits_total", endpoint="legal-actions") == 0
    second = call(client, "legal-actions", {"state": state})
    assert second.get_data() == first.get_data()
    assert metric(client, "arbiter_cache_hits_total", endpoint="legal-actions") == 1
    other = call(client, "legal-actions", {"state": state, "player": state["decisions"][0]["seat"]})
    assert ok(other)["actions"] == ok(first)["actions"]
    assert metric(client, "arbiter_cache_misses_total", endpoint="legal-actions") == 2


def test_key_order_does_not_matter(client):
    state = new_game(client)["state"]
    call(client, "legal-actions", {"state": state})
    shuffled = dict(reversed(list(state.items())))
    ok(call(client, "legal-actions", {"player": None, "state": shuffled}))
    assert metric(client, "arbiter_cache_hits_total", endpoint="legal-actions") == 1


def test_apply_is_cached(client):
    state = new_game(client)["state"]
    action = {"type": "take_income", "player": state["decisions"][0]["seat"]}
    first = ok(call(client, "apply", {"state": state, "action": action}))
    assert ok(call(client, "apply", {"state": state, "action": action})) == first
    assert metric(client, "arbiter_cache_hits_total", endpoint="apply") == 1


def test_errors_are_not_cached(client):
    state = new_game(client)["state"]
    action = {"type": "take_income", "player": (state["decisions"][0]["seat"] + 1) % 3}
    for _ in range(2):
        assert call(client, "apply", {"state": state, "action": action}).status_code == 422
    assert metric(client, "arbiter_cache_hits_total", endpoint="apply") == 0


class CountingGame(Game):
    """A fake game that counts how often the engine is asked."""

    id = "counting"
    rules_version = "7"
    calls = 0

    def legal_actions(self, state, player=None, *, trusted=False):
        CountingGame.calls += 1
        return [{"type": "pass", "player": 0, "n": state["n"]}]

    def status(self, state, *, trusted=False):
        return {"phase": "play", "awaiting": [0], "terminal": False, "scores": None, "winners": None}


@pytest.fixture
def counting(monkeypatch):
    real_get = registry.get
    monkeypatch.setattr(registry, "get", lambda gid: CountingGame() if gid == "counting" else real_get(gid))
    CountingGame.calls = 0
    return CountingGame


def test_a_hit_skips_the_engine(client, counting):
    for n in (1, 1, 2, 1):
        assert ok(call(client, "legal-actions", {"state": {"n": n}}, game="counting"))["actions"][0]["n"] == n
    assert counting.calls == 2


def test_cache_none_always_asks_the_engine(counting):
    client = create_app({"ARBITER_CACHE": "none"}).test_client()
    for _ in range(3):
        ok(call(client, "legal-actions", {"state": {"n": 1}}, game="counting"))
    assert counting.calls == 3
    assert ok(client.get("/readyz"))["cache"]["backend"] == "none"


class BrokenCache:
    name = "broken"

    def get(self, key):
        raise ConnectionError("cache down")

    def set(self, key, value):
        raise ConnectionError("cache down")

    def health(self):
        raise ConnectionError("cache down")


def test_a_failing_cache_never_fails_a_request():
    broken = create_app({"ARBITER_CACHE_BACKEND": BrokenCache()}).test_client()
    plain = create_app({"ARBITER_CACHE": "none"}).test_client()
    state = new_game(plain)["state"]
    expected = ok(call(plain, "legal-actions", {"state": state}))
    for _ in range(2):
        assert ok(call(broken, "legal-actions", {"state": state})) == expected
    action = expected["actions"][0]
    assert ok(call(broken, "apply", {"state": state, "action": action})) == ok(
        call(plain, "apply", {"state": state, "action": action})
    )
    assert metric(broken, "arbiter_cache_errors_total", operation="get") == 3
    assert metric(broken, "arbiter_cache_errors_total", operation="set") == 3
    ready = broken.get("/readyz")
    assert ready.status_code == 200
    assert ready.get_json() == {
        "status": "degraded",
        "cache": {"backend": "broken", "ok": False, "error": "cache down"},
    }


def test_memory_cache_evicts_least_recently_used():
    cache = MemoryCache(size=2)
    cache.set("a", b"1")
    cache.set("b", b"2")
    assert cache.get("a") == b"1"  # a is now the most recent
    cache.set("c", b"3")
    assert cache.get("b") is None and cache.get("a") == b"1" and cache.get("c") == b"3"
    assert len(cache) == 2


def test_memory_cache_is_thread_safe():
    cache = MemoryCache(size=50)

    def work(t):
        for i in range(2000):
            cache.set(f"{t}:{i % 80}", b"x")
            cache.get(f"{(t + 1) % 4}:{i % 80}")

    threads = [threading.Thread(target=work, args=(t,)) for t in range(4)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert len(cache) == 50


def test_make_cache_from_settings(monkeypatch):
    assert isinstance(make_cache({}), MemoryCache)
    assert make_cache({"ARBITER_CACHE_SIZE": "12"}).size == 12
    assert isinstance(make_cache({"ARBITER_CACHE": "none"}), NullCache)
    with pytest.raises(ValueError):
        make_cache({"ARBITER_CACHE": "redis"})
    monkeypatch.setenv("ARBITER_CACHE_SIZE", "3")
    backend = create_app().extensions["arbiter"]["cache"].backend
    assert isinstance(backend, MemoryCache) and backend.size == 3


def test_guarded_cache_reports_events():
    events = []
    guarded = GuardedCache(MemoryCache(), lambda kind, detail: events.append((kind, detail)))
    assert guarded.get("k", "apply") is None
    guarded.set("k", b"v")
    assert guarded.get("k", "apply") == b"v"
    assert events == [("miss", "apply"), ("hit", "apply")]
