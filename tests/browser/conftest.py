"""A real headless browser for the tests: Debian's chromium, driven by Playwright.

Chromium comes from Debian (installed here with apt-get when it is missing, as root or with
``sudo -n``), never from ``playwright install``: Playwright only drives the binary at
``/usr/bin/chromium``. These tests are never skipped: a missing browser fails them.
"""

import contextlib
import fcntl
import functools
import http.server
import os
import shutil
import subprocess
import threading
import urllib.parse
from pathlib import Path

import pytest

CHROMIUM = Path("/usr/bin/chromium")
# Playwright adds its own --headless and a fresh temporary --user-data-dir to each launch.
CHROMIUM_FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
APT_LOCK = Path("/tmp/arbiter-tests-apt.lock")
LOOPBACK = {"127.0.0.1", "localhost", "[::1]", "::1"}


def _apt_get(*args: str) -> subprocess.CompletedProcess:
    sudo = [] if os.geteuid() == 0 else ["sudo", "-n"]
    return subprocess.run(
        [*sudo, "apt-get", "-o", "DPkg::Lock::Timeout=300", *args],
        env={**os.environ, "DEBIAN_FRONTEND": "noninteractive"},
        capture_output=True,
        text=True,
        timeout=900,
        check=False,
    )


def ensure_chromium() -> Path:
    """Debian's chromium, installed with apt-get when missing (one xdist worker at a time)."""
    if os.access(CHROMIUM, os.X_OK):
        return CHROMIUM
    with open(APT_LOCK, "w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        if not os.access(CHROMIUM, os.X_OK):
            install = ("install", "-y", "-qq", "--no-install-recommends", "chromium")
            done = _apt_get(*install)
            if done.returncode != 0:  # stale or missing package lists: update, then try again
                _apt_get("update", "-qq")
                done = _apt_get(*install)
            assert done.returncode == 0, f"apt-get install chromium failed:\n{done.stdout}\n{done.stderr}"
    assert os.access(CHROMIUM, os.X_OK), f"{CHROMIUM} is missing after installing Debian's chromium"
    return CHROMIUM


@pytest.fixture(scope="session")
def browser():
    """A headless Chromium for this test process (each test opens its own context)."""
    from playwright.sync_api import sync_playwright

    executable = ensure_chromium()
    with sync_playwright() as playwright:
        launched = playwright.chromium.launch(executable_path=str(executable), headless=True, args=CHROMIUM_FLAGS)
        try:
            yield launched
        finally:
            launched.close()


class Requests:
    """Every request a browser context makes, and the ones refused for leaving the loopback."""

    def __init__(self) -> None:
        self.urls: list[str] = []
        self.blocked: list[str] = []

    def record(self, request) -> None:
        self.urls.append(request.url)

    def off_loopback(self) -> list[str]:
        return [url for url in self.urls if urllib.parse.urlsplit(url).hostname not in LOOPBACK]

    def route(self, route) -> None:
        """Let loopback requests through, abort the rest (as if there were no internet)."""
        if urllib.parse.urlsplit(route.request.url).hostname in LOOPBACK:
            route.continue_()
        else:
            self.blocked.append(route.request.url)
            route.abort("internetdisconnected")


@pytest.fixture
def requests_made():
    return Requests()


@contextlib.contextmanager
def _context(browser, requests_made: Requests, *, block: bool):
    context = browser.new_context(service_workers="block")
    context.set_default_timeout(15_000)
    context.on("request", requests_made.record)
    if block:
        context.route("**/*", requests_made.route)
    try:
        yield context
    finally:
        context.close()
    assert not requests_made.off_loopback(), f"requests left the loopback: {requests_made.off_loopback()}"


@pytest.fixture
def page(browser, requests_made):
    """A fresh page (own context: empty cache, no cached preflights) whose requests are recorded;
    the test fails if one of them went past the loopback.

    No request interception here: while Playwright intercepts requests it answers CORS
    preflights itself, which would hide what the server answers to them."""
    with _context(browser, requests_made, block=False) as context:
        yield context.new_page()


@pytest.fixture
def offline_page(browser, requests_made):
    """A fresh page that cannot reach anything but the loopback (other requests are aborted)."""
    with _context(browser, requests_made, block=True) as context:
        yield context.new_page()


class _QuietHandler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):
        pass


@contextlib.contextmanager
def static_site(directory: Path):
    """A plain ``http.server`` on a free loopback port serving ``directory``; yields its origin."""
    handler = functools.partial(_QuietHandler, directory=str(directory))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()
        thread.join(5)


@pytest.fixture(scope="session")
def client_site(tmp_path_factory):
    """Origin of a web app on another port than any Arbiter server: ``/index.html`` defines
    ``callArbiter(url, body)``, a JSON POST with fetch() that returns what the page could read."""
    site = tmp_path_factory.mktemp("client-site")
    shutil.copy(Path(__file__).with_name("client.html"), site / "index.html")
    with static_site(site) as origin:
        yield origin
