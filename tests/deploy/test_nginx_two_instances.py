"""The deployment shape of deploy/compose.yaml, stood up on loopback without containers:
Debian's nginx running deploy/nginx/arbiter.conf in front of two ``arbiter serve`` instances
(one worker each, so every cache is per process) that share one redis-server
(bench/cluster.py starts it all; nginx adds an ``X-Upstream`` header naming the instance).

A whole game played through nginx lands on both instances with every answer exactly the
engine's; an answer one instance computed is a cache hit on the other; and nginx keeps
serving when one instance goes away.
"""

import random

import pytest
import redis
import requests

from bench.cluster import cache_counts, local_cluster, metric_sum, metrics
from bench.states import policy
from rules.foundations_of_rome import GAME

pytestmark = pytest.mark.slow

API = f"/v1/games/{GAME.id}"
SEED = 2024
choose = policy(GAME)  # the benchmarks' random player of this game
OPTIONS = {"players": 2, "first_player": 0}


class Front:
    """Requests through nginx, recording which instance answered each."""

    def __init__(self, base: str):
        self.base = base
        self.session = requests.Session()
        self.upstreams: list[str] = []

    def post(self, path: str, body: dict) -> dict:
        response = self.session.post(self.base + API + path, json=body, timeout=30)
        assert response.status_code == 200, response.text
        self.upstreams.append(response.headers["X-Upstream"])
        return response.json()


def post(base: str, path: str, body: dict) -> requests.Response:
    response = requests.post(base + API + path, json=body, timeout=30)
    assert response.status_code == 200, response.text
    return response


def cache_metric(base: str, kind: str, endpoint: str = "legal-actions") -> float:
    return metric_sum(metrics(base), f"arbiter_cache_{kind}_total", endpoint=endpoint)


def unseen_state() -> dict:
    """A state no request of these tests has sent: a 3-player game a few moves in."""
    rnd = random.Random(7)
    state = GAME.setup({"players": 3}, seed=SEED + 1)
    for _ in range(5):
        state, _ = GAME.apply(state, choose(GAME, state, GAME.legal_actions(state), rnd))
    return state


def test_game_through_nginx_uses_both_instances_and_one_shared_cache(redis_url, request):
    store = redis.Redis.from_url(redis_url)
    request.addfinalizer(store.close)
    # Generous Redis timeouts: on a busy test machine a command may stall past the default
    # 0.1 s, and the instance would (rightly) compute instead; here every lookup must reach Redis.
    env = {"ARBITER_REDIS_URL": redis_url, "ARBITER_REDIS_TIMEOUT": "5", "ARBITER_REDIS_CONNECT_TIMEOUT": "5"}
    with local_cluster(env=env, instances=2, workers=1) as cluster:
        for base in cluster.instances:
            ready = requests.get(base + "/readyz", timeout=5).json()
            assert (ready["status"], ready["cache"]["backend"]) == ("ready", "redis"), ready

        # --- a whole seeded game through nginx, every answer checked against the engine ----
        front = Front(cluster.url)
        rnd = random.Random(SEED)
        answer = front.post("/setup", {"options": OPTIONS, "seed": SEED})
        state = GAME.setup(OPTIONS, seed=SEED)
        assert answer == {"state": state, "status": GAME.status(state)}
        moves = 0
        while not GAME.status(state)["terminal"]:
            listed = front.post("/legal-actions", {"state": state})
            actions = GAME.legal_actions(state)
            assert listed == {"actions": actions, "labels": GAME.labels(state, actions), "status": GAME.status(state)}
            action = choose(GAME, state, listed["actions"], rnd)
            applied = front.post("/apply", {"state": state, "action": action})
            state, events = GAME.apply(state, action)
            assert applied == {"state": state, "events": events, "status": GAME.status(state)}
            moves += 1
        status = GAME.status(state)
        assert status["terminal"] and status["winners"]
        assert moves > 20

        # round-robin: both instances answered, about half each, nothing was retried
        assert all("," not in u for u in front.upstreams), "nginx had to retry a request"
        counts = {u: front.upstreams.count(u) for u in set(front.upstreams)}
        assert set(counts) == set(cluster.upstreams), counts
        assert min(counts.values()) >= len(front.upstreams) // 3, counts
        # ... and both stored into the one Redis: one key per distinct request
        assert store.dbsize() == 2 * moves

        # --- B answers from the cache A filled ----------------------------------------------
        a, b = cluster.instances
        body = {"state": unseen_state(), "player": 0}
        keys = store.dbsize()
        misses_a = cache_metric(a, "misses")
        hits_b, misses_b = cache_metric(b, "hits"), cache_metric(b, "misses")

        first = post(a, "/legal-actions", body)
        assert cache_metric(a, "misses") == misses_a + 1
        assert store.dbsize() == keys + 1  # A computed it and stored it

        second = post(b, "/legal-actions", body)
        assert cache_metric(b, "hits") == hits_b + 1  # B found it
        assert cache_metric(b, "misses") == misses_b
        assert store.dbsize() == keys + 1  # and stored nothing new
        assert second.content == first.content
        assert second.json()["actions"] == GAME.legal_actions(body["state"], 0)
        counts = cache_counts(cluster.instances)
        assert counts["errors"] == counts["skips"] == 0, counts

        # --- one instance goes away: nginx keeps answering from the other -------------------
        cluster.stop_instance(1)
        alive = cluster.upstreams[0]
        for _ in range(6):
            response = requests.post(cluster.url + API + "/legal-actions", json={"state": state}, timeout=30)
            assert response.status_code == 200, response.text
            assert response.json()["actions"] == GAME.legal_actions(state)
            assert response.headers["X-Upstream"].split(", ")[-1] == alive


def test_without_redis_each_instance_caches_for_itself():
    """The contrast: with the in-process cache, what A computed is a miss on B."""
    with local_cluster(env={"ARBITER_CACHE": "memory"}, instances=2, workers=1) as cluster:
        a, b = cluster.instances
        body = {"state": unseen_state(), "player": 0}
        hits_b, misses_b = cache_metric(b, "hits"), cache_metric(b, "misses")
        post(a, "/legal-actions", body)
        post(a, "/legal-actions", body)
        assert cache_metric(a, "hits") == 1
        post(b, "/legal-actions", body)
        assert (cache_metric(b, "hits"), cache_metric(b, "misses")) == (hits_b, misses_b + 1)
