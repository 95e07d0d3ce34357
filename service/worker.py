"""The gunicorn worker Arbiter serves with: gthread, reading every request whole first.

:class:`BufferedThreadWorker` is gunicorn's ``gthread`` worker whose main loop reads each
request whole (head and body, without blocking) before a thread sees it, so slow or
half-open clients cost a socket each, never a thread. A request not complete within the
client timeout is answered 408 and closed; a body larger than the limit 413. The framing
here only decides when a request is complete: gunicorn's own parser then reads it from the
buffer. See docs/edge.md for the evidence behind this choice.
"""

import contextlib
import errno
import selectors
import socket
import time
from collections import deque
from functools import partial

import orjson
from gunicorn import util
from gunicorn.workers.gthread import TConn, ThreadWorker

from .errors import HTTP_CODES, PROBLEM_MIMETYPE, Problem


def _problem_response(status: int, reason: str, code: str, detail: str, retry_after: int | None = None) -> bytes:
    """A complete HTTP/1.1 problem+json answer that closes the connection."""
    body = orjson.dumps(Problem(status, code, detail).body())
    head = (
        f"HTTP/1.1 {status} {reason}\r\nContent-Type: {PROBLEM_MIMETYPE}\r\n"
        f"Content-Length: {len(body)}\r\nConnection: close\r\n"
        + (f"Retry-After: {retry_after}\r\n" if retry_after is not None else "")
        + "\r\n"
    ).encode()
    return head + body


def write_problem(sock, status_int: int, reason: str, mesg: str) -> None:
    """gunicorn's ``util.write_error`` as problem+json instead of an HTML page."""
    code = HTTP_CODES.get(status_int, "internal_error" if status_int >= 500 else "bad_request")
    detail = mesg[:500] or ("the server failed to answer this request" if status_int >= 500 else reason)
    util.write_nonblock(sock, _problem_response(status_int, reason, code, detail))


CONTINUE = b"HTTP/1.1 100 Continue\r\n\r\n"
LINGER_SECONDS = 2.0  # after an answer of the main loop: reading (and dropping) what still comes
RECV_BYTES = 256 * 1024
RECVS_PER_EVENT = 4
MAX_CHUNK_LINE = 4096  # a chunk-size line longer than this is refused by gunicorn anyway
TOO_LARGE, INCOMPLETE = -1, None  # request_end: answer 413 / wait for more
#: All requests one worker is reading may hold this many bodies' worth of bytes together;
#: beyond it the read that went over is answered 503 (many slow clients each sending nearly
#: the largest body would otherwise fill the memory).
MAX_BUFFERED_BODIES = 16


def request_end(buf: bytes | bytearray, max_body: int, max_head: int) -> int | None:
    """Where the first HTTP/1.x request in ``buf`` ends (an offset), ``None`` while it is
    incomplete, or ``TOO_LARGE`` when its body is larger than ``max_body`` bytes.

    Also an end, the whole of ``buf``, whenever gunicorn's parser will refuse the request
    from the bytes at hand (a head longer than ``max_head``, a bad Content-Length, an
    unknown transfer coding, a bad chunk size): there is nothing to wait for then.
    """
    return Framing(max_body, max_head).scan(buf)


class Framing:
    """``request_end`` of one request whose bytes arrive bit by bit, found incrementally:
    each call resumes where the last one stopped, so a request dripped a byte at a time
    costs about what it costs sent at once (a rescan from the start on every read would be
    quadratic in its size)."""

    def __init__(self, max_body: int, max_head: int) -> None:
        self.max_body, self.max_head = max_body, max_head
        self.searched = 0  # the head's end is not before this offset
        self.head_end: int | None = None
        self.body_end: int | None = None  # with Content-Length
        self.chunked = False
        self.chunk = 0  # offset of the next chunk-size line
        self.total = 0  # bytes of the chunks before ``chunk``

    def scan(self, buf: bytes | bytearray) -> int | None:
        if self.head_end is None:
            head_end = buf.find(b"\r\n\r\n", self.searched)
            if head_end < 0:
                self.searched = max(0, len(buf) - 3)
                return len(buf) if len(buf) > self.max_head else INCOMPLETE
            self.head_end = head_end
            refused = self._read_head(buf)
            if refused is not None:
                return refused
        if self.chunked:
            return self._chunks(buf)
        assert self.body_end is not None
        return self.body_end if len(buf) >= self.body_end else INCOMPLETE

    def expects_continue(self, buf: bytes | bytearray) -> bool:
        """Whether the (complete) head says ``Expect: 100-continue``."""
        if self.head_end is None:
            return False
        head = bytes(buf[: self.head_end]).lower()
        return b"\r\nexpect:" in head and b"100-continue" in head

    def _read_head(self, buf: bytes | bytearray) -> int | None:
        """The framing members of the head; an end when the request is over or refused."""
        assert self.head_end is not None
        start = self.head_end + 4
        length = None
        for line in bytes(buf[: self.head_end]).split(b"\r\n")[1:]:
            name, _sep, value = line.partition(b":")
            name, value = name.strip().lower(), value.strip().lower()
            if name == b"content-length":
                if length is not None or not value.isdigit():
                    return len(buf)
                length = int(value)
            elif name == b"transfer-encoding":
                if value.rsplit(b",", 1)[-1].strip() != b"chunked":
                    return len(buf)
                self.chunked = True
        if self.chunked:
            if length is not None:
                return len(buf)
            self.chunk = start
            return None
        if length and length > self.max_body:
            return TOO_LARGE
        self.body_end = start + (length or 0)
        return None

    def _chunks(self, buf: bytes | bytearray) -> int | None:
        pos = self.chunk
        while True:
            line_end = buf.find(b"\r\n", pos, pos + MAX_CHUNK_LINE + 2)
            if line_end < 0:
                return len(buf) if len(buf) - pos > MAX_CHUNK_LINE else INCOMPLETE
            size_text = bytes(buf[pos:line_end]).split(b";", 1)[0].strip()
            try:
                size = int(size_text, 16)
            except ValueError:
                return len(buf)
            if size < 0:
                return len(buf)
            data = line_end + 2
            if size == 0:  # the last chunk, then trailer fields up to an empty line
                if buf[data : data + 2] == b"\r\n":
                    return data + 2
                trailer_end = buf.find(b"\r\n\r\n", data, data + MAX_CHUNK_LINE + 4)
                if trailer_end < 0:
                    return len(buf) if len(buf) - data > MAX_CHUNK_LINE else INCOMPLETE
                return trailer_end + 4
            if self.total + size > self.max_body:
                return TOO_LARGE
            if len(buf) < data + size + 2:
                return INCOMPLETE
            self.total += size
            pos = self.chunk = data + size + 2


class BufferedThreadWorker(ThreadWorker):
    """A gthread worker that hands a thread only requests it has read whole.

    gunicorn's own gthread worker gives a new connection to a thread, which waits up to
    5 s for a first byte and then reads the request with blocking calls: a client that
    sends half a request holds a thread until it goes away, and a handful of them hold
    every thread. Here the main loop reads each request without blocking, next to
    accepting and keep-alive, and submits it to the thread pool only once its head and
    body are all there; the thread's parser then reads from that buffer.

    - a request not complete ``client_timeout`` seconds after its connection became
      active is answered 408 (problem+json) and closed; an idle new connection is closed;
    - a body larger than ``max_body`` is answered 413 without being read;
    - ``Expect: 100-continue`` gets its 100 from the main loop;
    - new connections are accepted only while a thread is free, so that a busy worker
      leaves them to the other workers (as sync workers do).

    TLS, HTTP/2 and the uwsgi protocol are served as gunicorn serves them.
    """

    client_timeout: float = 15.0
    max_body: int = 1024 * 1024

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # Requests gunicorn cannot parse (a bad request line, headers over its limits) are
        # answered by gunicorn itself, as an HTML page unless this worker says otherwise.
        util.write_error = write_problem
        self.reading: deque = deque()  # connections whose request is arriving, by deadline
        self.lingering: deque = deque()  # answered by the main loop, closing, by deadline
        self.busy = 0  # requests submitted to the thread pool and not finished
        cfg = self.cfg
        self.buffering = not cfg.is_ssl and cfg.protocol == "http" and cfg.http2_cleartext in ("off", None)
        line, fields, field = cfg.limit_request_line, cfg.limit_request_fields, cfg.limit_request_field_size
        self.max_head = (line or 8190) + (fields or 100) * ((field or 8190) + 2) + 4
        # The most a request may take in memory: chunked framing of tiny chunks adds a lot.
        self.max_buffer = self.max_head + 2 * self.max_body + MAX_CHUNK_LINE
        self.max_buffered = MAX_BUFFERED_BODIES * self.max_body
        self.buffered = 0  # bytes in the inboxes of ``reading``

    # -- accepting ----------------------------------------------------------------------
    def set_accept_enabled(self, enabled):
        super().set_accept_enabled(enabled and self.busy < self.cfg.threads)

    def accept(self, listener):
        if not self.buffering:
            return super().accept(listener)
        try:
            client_sock, client_addr = listener.accept()
        except OSError as e:
            if e.errno not in (errno.EAGAIN, errno.ECONNABORTED, errno.EWOULDBLOCK):
                raise
            return
        self.nr_conns += 1
        conn = TConn(self.cfg, client_sock, client_addr, listener.getsockname())  # non-blocking
        self._start_reading(conn)

    def on_client_socket_readable(self, conn, client):
        """A kept-alive connection has a next request: read it here first."""
        if not self.buffering:
            return super().on_client_socket_readable(conn, client)
        self.poller.unregister(client)
        self.keepalived_conns.remove(conn)
        self._start_reading(conn)
        self._on_readable(conn, client)

    # -- reading ------------------------------------------------------------------------
    def _start_reading(self, conn, data: bytes = b""):
        conn.inbox = bytearray(data)
        self.buffered += len(data)
        conn.framing = Framing(self.max_body, self.max_head)
        conn.continued = False
        conn.timeout = time.monotonic() + self.client_timeout
        self.reading.append(conn)
        self.poller.register(conn.sock, selectors.EVENT_READ, partial(self._on_readable, conn))
        if data:
            self._check(conn)

    def _on_readable(self, conn, _client):
        lingering = conn.inbox is None
        try:
            for _ in range(RECVS_PER_EVENT):  # then the other connections get their turn
                data = conn.sock.recv(RECV_BYTES)
                if not data:  # the client closed its side
                    self._drop(conn)
                    return
                if not lingering:
                    conn.inbox += data
                    self.buffered += len(data)
                    if len(conn.inbox) > self.max_buffer or self.buffered > self.max_buffered:
                        break
        except (BlockingIOError, InterruptedError):
            pass
        except OSError:
            self._drop(conn)
            return
        if not lingering:
            self._check(conn)

    def _check(self, conn):
        end = conn.framing.scan(conn.inbox)
        if end is INCOMPLETE and self.buffered > self.max_buffered:
            detail = "the server is reading too many large requests at once: try again in a moment"
            self._answer(conn, _problem_response(503, "Service Unavailable", "server_busy", detail, retry_after=1))
            return
        if end is INCOMPLETE and len(conn.inbox) > self.max_buffer:
            end = TOO_LARGE
        if end is TOO_LARGE:
            detail = f"the request body is larger than {self.max_body} bytes"
            self._answer(conn, _problem_response(413, "Content Too Large", "body_too_large", detail))
        elif end is INCOMPLETE:
            if not conn.continued and conn.framing.head_end is not None:
                conn.continued = True  # the head is looked at once
                if conn.framing.expects_continue(conn.inbox):
                    self._send(conn, CONTINUE)
        else:
            self._hand_over(conn, end)

    def _hand_over(self, conn, end: int):
        """Submit the complete request to the thread pool; what follows it (pipelined) waits."""
        self.reading.remove(conn)
        self.poller.unregister(conn.sock)
        request, conn.pipelined = bytes(conn.inbox[:end]), bytes(conn.inbox[end:])
        self._release(conn)
        conn.sock.setblocking(True)
        conn.init()  # makes the parser (plain HTTP/1.x: no I/O)
        conn.parser.unreader.unread(request)
        conn.data_ready = True
        self.enqueue_req(conn)

    def enqueue_req(self, conn):
        self.busy += 1
        super().enqueue_req(conn)

    def finish_request(self, conn, fs):
        self.busy -= 1
        super().finish_request(conn, fs)
        pipelined = getattr(conn, "pipelined", b"")
        if pipelined and conn in self.keepalived_conns:
            conn.pipelined = b""
            self.poller.unregister(conn.sock)
            self.keepalived_conns.remove(conn)
            self._start_reading(conn, pipelined)

    # -- answering and closing from the main loop ---------------------------------------------
    def _send(self, conn, data: bytes) -> None:
        with contextlib.suppress(OSError):
            conn.sock.send(data)  # a few hundred bytes: the socket's buffer takes them

    def _answer(self, conn, response: bytes) -> None:
        """Send ``response`` and close, after reading (and dropping) for a moment what the
        client still sends: closing with unread bytes would reset the connection, and the
        client could lose the answer."""
        self._send(conn, response)
        with contextlib.suppress(OSError):
            conn.sock.shutdown(socket.SHUT_WR)
        self.reading.remove(conn)
        self._release(conn)
        conn.timeout = time.monotonic() + LINGER_SECONDS
        self.lingering.append(conn)

    def _release(self, conn) -> None:
        """Forget the bytes read of ``conn``'s request (handed over, answered or dropped)."""
        if getattr(conn, "inbox", None) is not None:
            self.buffered -= len(conn.inbox)
            conn.inbox = None

    def _drop(self, conn) -> None:
        self._release(conn)
        for queue in (self.reading, self.lingering):
            with contextlib.suppress(ValueError):
                queue.remove(conn)
        with contextlib.suppress(KeyError, ValueError):
            self.poller.unregister(conn.sock)
        self.nr_conns -= 1
        conn.close()

    def murder_pending(self):
        """Also: a request past its deadline gets 408, a lingering answer ends, and a
        stopping worker closes the connections that have sent nothing."""
        super().murder_pending()
        if not self.buffering:
            return
        now = time.monotonic()
        while self.lingering and self.lingering[0].timeout <= now:
            self._drop(self.lingering[0])
        while self.reading and self.reading[0].timeout <= now:
            conn = self.reading[0]
            if conn.inbox:
                detail = f"the request was not complete within {self.client_timeout:g} seconds"
                self._answer(conn, _problem_response(408, "Request Timeout", "request_timeout", detail))
            else:
                self._drop(conn)
        if not self.alive:
            for conn in [conn for conn in self.reading if not conn.inbox]:
                self._drop(conn)


def make_worker_class(client_timeout: float, max_body: int) -> type:
    """:class:`BufferedThreadWorker` with these limits (gunicorn takes a class)."""
    return type(
        "BufferedThreadWorker",
        (BufferedThreadWorker,),
        {"client_timeout": float(client_timeout), "max_body": int(max_body), "__module__": __name__},
    )
