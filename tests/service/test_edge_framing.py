"""The worker's request framing (service/worker.py): where a request ends in a buffer that
grows as it arrives, found incrementally, so a request dripped in tiny pieces costs the main
loop about what it costs sent at once."""

from hypothesis import given, settings
from hypothesis import strategies as st

from service.worker import INCOMPLETE, TOO_LARGE, Framing, request_end

MAX_BODY, MAX_HEAD = 4096, 8190
HEAD = b"POST /v1/games HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n"


def chunked(pieces: list[bytes], trailer: bytes = b"") -> bytes:
    body = b"".join(b"%x\r\n%s\r\n" % (len(p), p) for p in pieces if p)
    return HEAD + b"Transfer-Encoding: chunked\r\n\r\n" + body + b"0\r\n" + trailer + b"\r\n"


REQUESTS = [
    HEAD + b"Content-Length: 5\r\n\r\n{}{}x",
    HEAD + b"\r\n",
    chunked([b"{", b"}"]),
    chunked([b"a" * 100] * 3, trailer=b"X-Sum: 1\r\n"),
    chunked([b"a" * 2000] * 3),  # over MAX_BODY
    HEAD + b"Content-Length: 9999\r\n\r\n",  # over MAX_BODY before the body
    HEAD + b"Content-Length: x\r\n\r\n",  # refused by gunicorn: an end at once
    HEAD + b"Transfer-Encoding: gzip\r\n\r\n",
]


@settings(max_examples=200, deadline=None)
@given(index=st.integers(0, len(REQUESTS) - 1), cuts=st.lists(st.integers(1, 400), max_size=30), tail=st.binary())
def test_fed_piece_by_piece_the_end_is_where_the_whole_buffer_says(index, cuts, tail):
    whole = REQUESTS[index] + tail  # what follows is a pipelined request or junk
    expected = request_end(whole, MAX_BODY, MAX_HEAD)
    framing, buf, found, pos = Framing(MAX_BODY, MAX_HEAD), bytearray(), INCOMPLETE, 0
    for size in [*cuts, len(whole)]:
        buf += whole[pos : pos + size]
        pos += size
        found = framing.scan(buf)
        if found is not INCOMPLETE:
            break
    if expected is TOO_LARGE or found is TOO_LARGE:
        assert found == expected
    elif expected is INCOMPLETE:
        assert found is INCOMPLETE
    else:  # an end the bytes at hand decide: the request's own end, or all of buf when refused
        assert found == expected or found == len(buf)


def test_a_dripped_chunked_body_is_scanned_once():
    """A thousand one-byte chunks, fed a byte at a time: each scan resumes at the first chunk
    not yet complete, never from the start of the body."""
    request = chunked([b"x"] * 1000)
    framing, buf = Framing(MAX_BODY, MAX_HEAD), bytearray()
    body_start = request.index(b"\r\n\r\n") + 4
    for i, byte in enumerate(request[:-1]):
        buf.append(byte)
        assert framing.scan(buf) is INCOMPLETE
        if i > body_start:
            assert framing.chunk >= len(buf) - 6, "a scan must not rescan complete chunks"
    buf.append(request[-1])
    assert framing.scan(buf) == len(request) and framing.total == 1000
