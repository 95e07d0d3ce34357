"""/healthz, /readyz and /metrics."""

from .helpers import call, metric, new_game


def test_healthz(client):
    response = client.get("/healthz")
    assert response.status_code == 200 and response.get_json() == {"status": "ok"}


def test_readyz_with_the_memory_cache(client):
    response = client.get("/readyz")
    assert response.status_code == 200
    assert response.get_json() == {"status": "ready", "cache": {"backend": "memory", "ok": True}}


class UnhealthyCache:
    name = "redis"

    def get(self, key):
        return None

    def set(self, key, value):
        pass

    def health(self):
        return {"backend": "redis", "ok": False, "error": "connection refused"}


def test_readyz_degraded_still_serves():
    from service.app import create_app

    client = create_app({"ARBITER_CACHE_BACKEND": UnhealthyCache()}).test_client()
    response = client.get("/readyz")
    assert response.status_code == 200
    assert response.get_json()["status"] == "degraded"
    assert response.get_json()["cache"]["error"] == "connection refused"
    assert new_game(client)["state"]["game"] == "foundations-of-rome"


def test_metrics_count_requests_by_endpoint_method_status(client):
    state = new_game(client)["state"]
    call(client, "legal-actions", {"state": state})
    call(client, "legal-actions", {"state": {**state, "rules_version": "0"}})
    client.get("/no/such/page")
    response = client.get("/metrics")
    assert response.status_code == 200
    assert response.mimetype == "text/plain"
    text = response.get_data(as_text=True)
    assert "# TYPE arbiter_http_request_duration_seconds histogram" in text
    la = "/v1/games/{game}/legal-actions"
    assert metric(client, "arbiter_http_requests_total", endpoint=la, method="POST", status="200") == 1
    assert metric(client, "arbiter_http_requests_total", endpoint=la, method="POST", status="409") == 1
    assert metric(client, "arbiter_http_requests_total", endpoint="<unmatched>", method="GET", status="404") == 1
    assert metric(client, "arbiter_http_request_duration_seconds_count", endpoint=la) == 2
    assert metric(client, "arbiter_http_request_duration_seconds_bucket", endpoint=la, le="+Inf") == 2
    for name in ("arbiter_cache_hits_total", "arbiter_cache_misses_total", "arbiter_cache_errors_total"):
        assert f"# TYPE {name} counter" in text


def test_each_app_counts_its_own_requests(client):
    from service.app import create_app

    client.get("/healthz")
    other = create_app().test_client()
    assert metric(other, "arbiter_http_requests_total", endpoint="/healthz") == 0
    assert metric(client, "arbiter_http_requests_total", endpoint="/healthz") == 1
