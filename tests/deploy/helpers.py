"""Shared checks of the deployment files (deploy/)."""

import re
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
DEPLOY = ROOT / "deploy"
#: The port the service listens on in its image (``arbiter serve`` default, Dockerfile EXPOSE).
PORT = 8000
#: Settings the manifests may set before the service reads them, with why (none now).
PLANNED_SETTINGS: dict[str, str] = {}


def check_settings(env: dict, known: set[str], where: str) -> None:
    """``env`` sets only settings the service knows (or planned ones), all as strings."""
    assert env, f"{where}: no settings"
    for key, value in env.items():
        assert key.startswith("ARBITER_"), f"{where}: {key} is not an Arbiter setting"
        assert key in known or key in PLANNED_SETTINGS, f"{where}: the service does not read {key}"
        assert isinstance(value, str), f"{where}: {key} must be a string, not {value!r}"


def redis_host_port(url: str) -> tuple[str, int]:
    parts = urlsplit(url)
    assert parts.scheme in ("redis", "rediss"), url
    return parts.hostname, parts.port or 6379


def dockerfile_instructions(name: str) -> list[str]:
    """The arguments of every ``name`` instruction (e.g. ``EXPOSE``) of the repository's
    Dockerfile (which the compose file builds and the Kubernetes manifests run)."""
    text = (ROOT / "Dockerfile").read_text()
    text = re.sub(r"\\\n", " ", text)  # continuation lines
    return [m.group(1).strip() for m in re.finditer(rf"^\s*{name}\s+(.+)$", text, re.MULTILINE | re.IGNORECASE)]
