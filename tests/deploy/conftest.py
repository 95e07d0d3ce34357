"""Fixtures of the deployment tests: what the application serves and reads."""

import re

import pytest

from .helpers import ROOT


@pytest.fixture(scope="session")
def app_routes() -> set[str]:
    """The URL rules of the application (e.g. ``/readyz``)."""
    from service.app import create_app

    app = create_app({"ARBITER_CACHE": "none"})
    return {rule.rule for rule in app.url_map.iter_rules()}


@pytest.fixture(scope="session")
def known_settings() -> set[str]:
    """Every ``ARBITER_*`` name the service's code mentions: the settings it reads."""
    names = set()
    for path in (ROOT / "service").rglob("*.py"):
        names |= set(re.findall(r"\bARBITER_[A-Z0-9_]+\b", path.read_text()))
    return names
