"""CORS in a real browser: a page served from another origin calls Arbiter with fetch().

The page (``client.html``) is served by a plain ``http.server`` on its own port, so its origin
differs from every Arbiter server's. Its JSON POST is preflighted (OPTIONS) by Chromium, and
the answer, or the 4xx problem details, is readable only when ``ARBITER_CORS_ORIGINS`` lets
the page's origin in; otherwise the browser makes fetch() reject and never sends the POST.
"""

import re
import urllib.request

import pytest

from tests.servers import arbiter_server

SETUP = "/v1/games/foundations-of-rome/setup"
SETUP_BODY = {"options": {"players": 2, "first_player": 0}, "seed": 42}
CALL = "([url, body]) => callArbiter(url, body)"


@pytest.fixture(scope="module")
def allowing_server(client_site):
    """Arbiter allowing exactly the page's origin (and one more, so it is a list)."""
    with arbiter_server({"ARBITER_CORS_ORIGINS": f"https://app.example, {client_site}"}, workers=1) as base:
        yield base


@pytest.fixture(scope="module")
def refusing_server():
    """Arbiter whose origin list leaves the page's origin out."""
    with arbiter_server({"ARBITER_CORS_ORIGINS": "https://app.example,http://127.0.0.1:1"}, workers=1) as base:
        yield base


def requests_seen(base: str, method: str, endpoint: str = "/v1/games/{game}/setup") -> int:
    """How many ``method`` requests to ``endpoint`` the server answered (its /metrics)."""
    with urllib.request.urlopen(base + "/metrics", timeout=5) as response:
        text = response.read().decode()
    pattern = (
        rf'^arbiter_http_requests_total\{{endpoint="{re.escape(endpoint)}",method="{method}",status="\d+"\}} (\S+)$'
    )
    return int(sum(float(count) for count in re.findall(pattern, text, flags=re.MULTILINE)))


def open_client(page, client_site: str) -> None:
    page.goto(client_site + "/index.html")
    page.wait_for_function("typeof callArbiter === 'function'")


def test_the_allowed_origin_sets_up_a_game_after_a_preflight(page, client_site, allowing_server):
    open_client(page, client_site)
    preflights = requests_seen(allowing_server, "OPTIONS")

    result = page.evaluate(CALL, [allowing_server + SETUP, SETUP_BODY])

    assert "error" not in result, result
    assert result["status"] == 200 and result["contentType"].startswith("application/json")
    assert result["body"]["state"]["game"] == "foundations-of-rome"
    assert result["body"]["status"]["awaiting"] == [0]
    assert requests_seen(allowing_server, "OPTIONS") == preflights + 1, "Chromium sent no preflight"


def test_the_allowed_origin_reads_problem_details(page, client_site, allowing_server):
    open_client(page, client_site)

    result = page.evaluate(CALL, [allowing_server + SETUP, {"options": {"players": 9}}])

    assert "error" not in result, result
    assert result["status"] == 422 and result["contentType"] == "application/problem+json"
    assert result["body"]["code"] == "invalid_options" and result["body"]["status"] == 422


def test_an_unknown_game_404_is_readable_too(page, client_site, allowing_server):
    open_client(page, client_site)

    result = page.evaluate(CALL, [allowing_server + "/v1/games/no-such-game/setup", SETUP_BODY])

    assert "error" not in result, result
    assert result["status"] == 404 and result["body"]["code"] == "unknown_game"


def test_any_origin_by_default(page, client_site, live_server):
    open_client(page, client_site)

    result = page.evaluate(CALL, [live_server + SETUP, SETUP_BODY])

    assert "error" not in result, result
    assert result["status"] == 200 and result["body"]["state"]["game"] == "foundations-of-rome"


def test_an_origin_left_out_is_blocked_by_the_browser(page, client_site, refusing_server):
    open_client(page, client_site)
    posts = requests_seen(refusing_server, "POST")

    result = page.evaluate(CALL, [refusing_server + SETUP, SETUP_BODY])

    assert result == {"error": "TypeError: Failed to fetch"}
    assert requests_seen(refusing_server, "OPTIONS") >= 1, "the preflight never reached the server"
    assert requests_seen(refusing_server, "POST") == posts, "the browser sent the POST despite the preflight"


def test_an_origin_left_out_cannot_read_errors_either(page, client_site, refusing_server):
    open_client(page, client_site)

    result = page.evaluate(CALL, [refusing_server + SETUP, {"options": {"players": 9}}])

    assert result == {"error": "TypeError: Failed to fetch"}
