"""Helpers of the service tests: calling game endpoints, checking problems, reading metrics."""

from prometheus_client.parser import text_string_to_metric_families

GAME = "foundations-of-rome"
PROBLEM = "application/problem+json"


def url(endpoint: str, game: str = GAME) -> str:
    return f"/v1/games/{game}/{endpoint}"


def call(client, endpoint: str, body, game: str = GAME):
    """POST ``body`` as JSON to a game endpoint; the response."""
    return client.post(url(endpoint, game), json=body)


def ok(response) -> dict:
    assert response.status_code == 200, response.get_data(as_text=True)
    assert response.mimetype == "application/json"
    return response.get_json()


def new_game(client, players: int = 3, drafting: bool = False, seed: int = 7) -> dict:
    """``{state, status}`` of a freshly set up game."""
    return ok(call(client, "setup", {"options": {"players": players, "deed_drafting": drafting}, "seed": seed}))


def assert_problem(response, status: int, code: str | None = None) -> dict:
    """The problem body, after checking status, content type and the RFC 9457 members."""
    assert response.status_code == status, response.get_data(as_text=True)
    assert response.mimetype == PROBLEM
    body = response.get_json()
    assert body["status"] == status
    assert body["type"] == "urn:arbiter:problem:" + body["code"]
    assert body["title"] and body["detail"]
    if code is not None:
        assert body["code"] == code, body
    return body


def metric(client, name: str, **labels) -> float:
    """The value of one sample in /metrics (0.0 when absent)."""
    text = client.get("/metrics").get_data(as_text=True)
    for family in text_string_to_metric_families(text):
        for sample in family.samples:
            if sample.name == name and all(sample.labels.get(k) == v for k, v in labels.items()):
                return sample.value
    return 0.0
