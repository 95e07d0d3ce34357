"""Slow and half-open clients against real gunicorn, configured as the image configures it
(``gunicorn -c python:service.gunicorn_conf``): they cannot hold the workers, requests that
never complete get 408, bodies over the limit get 413 (chunked ones too). docs/edge.md.
"""

import contextlib
import http.client
import socket
import time

import orjson
import pytest

from service import gunicorn_conf
from service.worker import MAX_BUFFERED_BODIES, BufferedThreadWorker
from tests.servers import free_port, start_gunicorn, stop, wait_until_up

SETUP = "/v1/games/foundations-of-rome/setup"
SETUP_BODY = b'{"options": {"players": 2}, "seed": 1}'
LIMIT = 1024 * 1024

HALF_OPEN = {
    # the request line and one header, no end of the head
    "head": b"POST " + SETUP.encode() + b" HTTP/1.1\r\nHost: x\r\n",
    # a complete head announcing 100 bytes, and 5 of them
    "body": b"POST " + SETUP.encode() + b" HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    b"Content-Length: 100\r\n\r\n" + SETUP_BODY[:5],
    # a chunked body whose first chunk never ends
    "chunked": b"POST " + SETUP.encode() + b" HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    b"Transfer-Encoding: chunked\r\n\r\n20\r\n" + SETUP_BODY[:5],
    # connected, nothing sent
    "idle": b"",
}


@contextlib.contextmanager
def gunicorn(env: dict | None = None):
    """gunicorn with service.gunicorn_conf on a free port; yields the port."""
    port = free_port()
    proc = start_gunicorn(port, {"ARBITER_CACHE": "none", **(env or {})}, workers=3)
    try:
        wait_until_up(f"http://127.0.0.1:{port}/healthz", proc)
        yield port
    finally:
        stop(proc)


@pytest.fixture(scope="module")
def server():
    """Every default, as in the image (ARBITER_CLIENT_TIMEOUT 15 s)."""
    with gunicorn() as port:
        yield port


@pytest.fixture(scope="module")
def impatient():
    """A server that gives clients 1 s to send a request."""
    with gunicorn({"ARBITER_CLIENT_TIMEOUT": "1"}) as port:
        yield port


def timed_get(port: int, path: str = "/healthz", timeout: float = 10) -> tuple[int, float]:
    started = time.monotonic()
    conn = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        conn.request("GET", path)
        response = conn.getresponse()
        response.read()
        return response.status, time.monotonic() - started
    finally:
        conn.close()


class Responses:
    """Reads the responses that come one after another on ``sock`` (each with a
    Content-Length; 1xx ones skipped). One buffer for all of them: pipelined answers may
    arrive in one segment."""

    def __init__(self, sock: socket.socket):
        self.sock = sock
        self.buf = b""

    def _fill(self) -> None:
        data = self.sock.recv(65536)
        if not data:
            raise ConnectionError("closed before a whole response")
        self.buf += data

    def next(self) -> tuple[int, dict, bytes]:
        while True:
            while b"\r\n\r\n" not in self.buf:
                self._fill()
            head, _, self.buf = self.buf.partition(b"\r\n\r\n")
            lines = head.decode("latin-1").split("\r\n")
            status = int(lines[0].split()[1])
            headers = {k.strip().lower(): v.strip() for k, _, v in (line.partition(":") for line in lines[1:])}
            if status >= 200:
                break
        length = int(headers.get("content-length", "0"))
        while len(self.buf) < length:
            self._fill()
        body, self.buf = self.buf[:length], self.buf[length:]
        return status, headers, body


def read_response(sock: socket.socket) -> tuple[int, dict, bytes]:
    """The one response expected on ``sock``."""
    return Responses(sock).next()


def test_the_image_runs_the_buffered_thread_worker():
    options = gunicorn_conf.options({})
    assert issubclass(options["worker_class"], BufferedThreadWorker)
    assert options["worker_class"].client_timeout == 15 and options["worker_class"].max_body == LIMIT


@pytest.mark.parametrize("per_kind", [5, 50])
def test_half_open_connections_do_not_hold_the_workers(server, per_kind):
    """``per_kind`` connections of every kind of half-open request (4 × per_kind in all,
    against 3 workers of 1 thread): /healthz and a real request still answer at once."""
    held = []
    try:
        for data in HALF_OPEN.values():
            for _ in range(per_kind):
                sock = socket.create_connection(("127.0.0.1", server), timeout=5)
                if data:
                    sock.sendall(data)
                held.append(sock)
        time.sleep(0.5)  # let the workers take them
        for _ in range(10):
            status, seconds = timed_get(server)
            assert status == 200 and seconds < 2, seconds
        conn = http.client.HTTPConnection("127.0.0.1", server, timeout=5)
        conn.request("POST", SETUP, body=SETUP_BODY, headers={"Content-Type": "application/json"})
        assert conn.getresponse().status == 200
        conn.close()
    finally:
        for sock in held:
            sock.close()


def test_a_request_not_complete_in_time_gets_408(impatient):
    with socket.create_connection(("127.0.0.1", impatient), timeout=10) as sock:
        sock.sendall(HALF_OPEN["body"])
        started = time.monotonic()
        status, headers, body = read_response(sock)
        assert 0.5 < time.monotonic() - started < 5
        assert sock.recv(1) == b""  # then closed
    assert status == 408 and headers["content-type"] == "application/problem+json"
    assert orjson.loads(body)["code"] == "request_timeout"


def test_an_idle_connection_is_closed_without_an_answer(impatient):
    with socket.create_connection(("127.0.0.1", impatient), timeout=10) as sock:
        assert sock.recv(100) == b""


def test_a_slow_but_steady_request_is_served_once_complete(server):
    data = b"POST " + SETUP.encode() + b" HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    data += b"Content-Length: %d\r\n\r\n" % len(SETUP_BODY) + SETUP_BODY
    with socket.create_connection(("127.0.0.1", server), timeout=10) as sock:
        for i in range(0, len(data), 40):
            sock.sendall(data[i : i + 40])
            time.sleep(0.05)
        status, _, body = read_response(sock)
    assert status == 200 and orjson.loads(body)["state"]["game"] == "foundations-of-rome"


def _chunks(total: int, size: int = 64 * 1024):
    yield b'{"state": {"pad": "'
    sent = 0
    while sent < total:
        yield b"x" * min(size, total - sent)
        sent += size
    yield b'"}}'


@pytest.mark.parametrize("worker", ["buffered", "sync"])
def test_chunked_body_over_the_limit_is_413_problem(server, worker):
    """Without Content-Length the limit still holds: 413 problem+json, not a 400. With
    the image's worker the main loop answers; with a sync worker, the app."""
    with contextlib.ExitStack() as stack:
        port = server if worker == "buffered" else stack.enter_context(gunicorn({"GUNICORN_CMD_ARGS": "-k sync"}))
        conn = http.client.HTTPConnection("127.0.0.1", port, timeout=10)
        conn.request(
            "POST",
            "/v1/games/foundations-of-rome/legal-actions",
            body=_chunks(LIMIT + 1000),
            headers={"Content-Type": "application/json"},
            encode_chunked=True,
        )
        response = conn.getresponse()
        body = response.read()
        conn.close()
    assert response.status == 413 and response.getheader("Content-Type") == "application/problem+json"
    assert orjson.loads(body)["code"] == "body_too_large"


def test_chunked_body_under_the_limit_is_served(server):
    conn = http.client.HTTPConnection("127.0.0.1", server, timeout=10)
    conn.request(
        "POST",
        SETUP,
        body=iter([SETUP_BODY[:10], SETUP_BODY[10:]]),
        encode_chunked=True,
        headers={"Content-Type": "application/json"},
    )
    response = conn.getresponse()
    assert response.status == 200, response.read()


def test_content_length_over_the_limit_is_413_before_the_body(server):
    with socket.create_connection(("127.0.0.1", server), timeout=10) as sock:
        sock.sendall(
            b"POST /v1/games/foundations-of-rome/legal-actions HTTP/1.1\r\nHost: x\r\n"
            b"Content-Type: application/json\r\nContent-Length: %d\r\n\r\n" % (LIMIT + 1)
        )
        status, headers, body = read_response(sock)
    assert status == 413 and orjson.loads(body)["code"] == "body_too_large"


def test_expect_100_continue(server):
    head = b"POST " + SETUP.encode() + b" HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    head += b"Expect: 100-continue\r\nContent-Length: %d\r\n\r\n" % len(SETUP_BODY)
    with socket.create_connection(("127.0.0.1", server), timeout=10) as sock:
        sock.sendall(head)
        assert sock.recv(100).startswith(b"HTTP/1.1 100 Continue\r\n\r\n")
        sock.sendall(SETUP_BODY)
        status, _, body = read_response(sock)  # skips further 100s
    assert status == 200


def test_keep_alive_and_pipelined_requests(server):
    get = b"GET /healthz HTTP/1.1\r\nHost: x\r\n\r\n"
    post = b"POST " + SETUP.encode() + b" HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"
    post += b"Content-Length: %d\r\n\r\n" % len(SETUP_BODY) + SETUP_BODY
    with socket.create_connection(("127.0.0.1", server), timeout=10) as sock:
        responses = Responses(sock)
        sock.sendall(get + post + get)  # three requests in one write
        answers = [responses.next()[0] for _ in range(3)]
        sock.sendall(post)  # and the connection is kept
        answers.append(responses.next()[0])
    assert answers == [200, 200, 200, 200]


def test_metrics_add_up_every_worker(server):
    for _ in range(6):
        assert timed_get(server, "/v1/games")[0] == 200
    conn = http.client.HTTPConnection("127.0.0.1", server, timeout=10)
    conn.request("GET", "/metrics")
    text = conn.getresponse().read().decode()
    conn.close()
    from prometheus_client.parser import text_string_to_metric_families

    total = sum(
        sample.value
        for family in text_string_to_metric_families(text)
        for sample in family.samples
        if sample.name == "arbiter_http_requests_total" and "games" in str(sample.labels.get("endpoint", ""))
    )
    assert total >= 6


def test_many_large_unfinished_bodies_cannot_fill_the_memory():
    """Each of many clients sends most of a body as large as allowed and waits: together they
    may hold at most MAX_BUFFERED_BODIES bodies per worker; a read beyond that is answered 503
    with Retry-After, and the service goes on answering."""
    limit = 20_000
    head = (
        f"POST {SETUP} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: {limit}\r\n\r\n"
    ).encode()
    with gunicorn({"ARBITER_MAX_BODY_BYTES": str(limit), "ARBITER_WORKERS": "1"}) as port:
        held, refused = [], []
        try:
            for _ in range(MAX_BUFFERED_BODIES + 8):
                sock = socket.create_connection(("127.0.0.1", port), timeout=10)
                sock.sendall(head + b" " * (limit - 10))
                held.append(sock)
                time.sleep(0.05)  # the worker reads it before the next one comes
            for sock in held:
                sock.settimeout(0.5)
                try:
                    status, headers, body = read_response(sock)
                except (TimeoutError, ConnectionError):
                    continue  # still held, within the bound
                refused.append((status, headers.get("retry-after"), orjson.loads(body)["code"]))
            assert refused and all(r == (503, "1", "server_busy") for r in refused), refused
            assert len(held) - len(refused) <= MAX_BUFFERED_BODIES
            assert timed_get(port)[0] == 200
        finally:
            for sock in held:
                sock.close()


@pytest.mark.parametrize(
    ("request_bytes", "status", "code"),
    [
        (b"NONSENSE\r\n\r\n", 400, "bad_request"),
        (b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n", 414, "uri_too_long"),
        (b"GET /healthz HTTP/1.1\r\n" + b"X-A: b\r\n" * 200 + b"\r\n", 431, "request_header_fields_too_large"),
    ],
)
def test_requests_gunicorn_cannot_parse_get_a_problem_too(server, request_bytes, status, code):
    """gunicorn answers these itself, before the app: as problem+json, not an HTML page."""
    with socket.create_connection(("127.0.0.1", server), timeout=10) as sock:
        sock.sendall(request_bytes)
        got, headers, body = read_response(sock)
    assert got == status and headers["content-type"] == "application/problem+json"
    problem = orjson.loads(body)
    assert (problem["status"], problem["code"]) == (status, code) and problem["detail"]
