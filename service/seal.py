"""Sealed states: a state encrypted by the service, so an untrusted client (a browser) can hold
a game without reading its hidden information or editing it.

A ``state_token`` is the unpadded base64url of::

    version (1 byte) | key id (4) | expires (8, Unix seconds; 0: never) | nonce (12) | ciphertext

The ciphertext is AES-256-GCM (``cryptography``) of the zlib-compressed canonical state; the
first 13 bytes and the game id are its associated data, so a token edited anywhere, cut
short, sealed with another key or for another game fails authentication. Keys come from
``ARBITER_SEAL_KEYS``: base64url 32-byte keys, comma-separated, newest first. The newest seals;
every listed key opens, so keys rotate by prepending a new one and dropping the oldest once
its tokens have expired (``ARBITER_SEAL_TTL`` seconds; 0: tokens never expire).

A token only proves that this service made the state; it does not say which state is the
latest. A client may send an older token of its own game again (an undo): the deployment's
backend that binds seats to users keeps the current token if that matters.

``python -m service.seal`` prints a new key.
"""

from __future__ import annotations

import base64
import binascii
import hashlib
import secrets
import struct
import time
import zlib
from typing import Any

import orjson
from cryptography.exceptions import InvalidTag
from cryptography.hazmat.primitives.ciphers.aead import AESGCM

from rules.core import canonical

from .errors import Problem

VERSION = 1
HEADER = struct.Struct(">B4sQ")  # version, key id, expires
NONCE_BYTES = 12
TAG_BYTES = 16
KEY_BYTES = 32
#: An opened state larger than this is refused (no state of any game comes near).
MAX_STATE_BYTES = 4 * 1024 * 1024

SEAL_DEFAULTS = {
    "ARBITER_SEAL_KEYS": "",
    "ARBITER_SEAL_TTL": 0,
    "ARBITER_REQUIRE_SEALED": False,
}


def new_key() -> str:
    """A fresh key for ``ARBITER_SEAL_KEYS``."""
    return base64.urlsafe_b64encode(secrets.token_bytes(KEY_BYTES)).decode().rstrip("=")


def key_id(key: bytes) -> bytes:
    return hashlib.sha256(b"arbiter-seal-key:" + key).digest()[:4]


def parse_keys(text: str) -> list[bytes]:
    """The keys of ``ARBITER_SEAL_KEYS``; ``ValueError`` names the bad one by position."""
    keys = []
    for position, item in enumerate(filter(None, (part.strip() for part in text.split(","))), start=1):
        try:
            key = base64.urlsafe_b64decode(item + "=" * (-len(item) % 4))
        except (binascii.Error, ValueError):
            key = b""
        if len(key) != KEY_BYTES:
            raise ValueError(
                f"ARBITER_SEAL_KEYS: key {position} is not {KEY_BYTES} bytes of base64url "
                "(make one with: python -m service.seal)"
            )
        keys.append(key)
    return keys


def _refused(code: str, detail: str) -> Problem:
    return Problem(422, code, detail)


def _invalid() -> Problem:
    return _refused(
        "invalid_state_token",
        "the state_token was not made by this service for this game (edited, cut short, or sealed with another key)",
    )


class Sealer:
    """Seals states with the newest key and opens tokens made with any listed key."""

    def __init__(self, keys: list[bytes], ttl: int = 0, clock=time.time) -> None:
        self.ttl = ttl
        self.clock = clock
        self._ciphers = {key_id(key): AESGCM(key) for key in keys}
        self._newest = key_id(keys[0]) if keys else None

    @property
    def enabled(self) -> bool:
        return self._newest is not None

    def seal(self, game_id: str, state: dict[str, Any]) -> str:
        if self._newest is None:
            raise Problem(
                422,
                "sealing_not_configured",
                "this deployment has no sealing keys: set ARBITER_SEAL_KEYS (python -m service.seal makes one)",
            )
        expires = int(self.clock()) + self.ttl if self.ttl else 0
        header = HEADER.pack(VERSION, self._newest, expires)
        nonce = secrets.token_bytes(NONCE_BYTES)
        plain = zlib.compress(canonical.dumps(state), 6)
        sealed = self._ciphers[self._newest].encrypt(nonce, plain, header + game_id.encode())
        return base64.urlsafe_b64encode(header + nonce + sealed).decode().rstrip("=")

    def open(self, game_id: str, token: str) -> dict[str, Any]:
        """The state inside ``token``; a 422 problem if it is not a valid token of ``game_id``."""
        try:
            raw = base64.urlsafe_b64decode(token + "=" * (-len(token) % 4))
        except (binascii.Error, ValueError):
            raise _invalid() from None
        if len(raw) < HEADER.size + NONCE_BYTES + TAG_BYTES:
            raise _invalid()
        version, kid, expires = HEADER.unpack_from(raw)
        cipher = self._ciphers.get(kid)
        if version != VERSION or cipher is None:
            raise _invalid()
        header, nonce = raw[: HEADER.size], raw[HEADER.size : HEADER.size + NONCE_BYTES]
        try:
            plain = cipher.decrypt(nonce, raw[HEADER.size + NONCE_BYTES :], header + game_id.encode())
        except InvalidTag:
            raise _invalid() from None
        if expires and self.clock() > expires:
            raise _refused("state_token_expired", "the state_token has expired: start again from a newer one")
        inflate = zlib.decompressobj()
        data = inflate.decompress(plain, MAX_STATE_BYTES)
        if inflate.unconsumed_tail:
            raise _invalid()
        state = orjson.loads(data)
        if not isinstance(state, dict):
            raise _invalid()
        return state


def from_config(config: dict) -> Sealer:
    return Sealer(parse_keys(config["ARBITER_SEAL_KEYS"]), int(config["ARBITER_SEAL_TTL"]))


if __name__ == "__main__":  # pragma: no cover - a command
    print(new_key())
