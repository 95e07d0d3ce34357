"""Fixtures of the service tests: a fresh app per test and its client."""

import pytest

from service.app import create_app


@pytest.fixture
def app():
    return create_app()


@pytest.fixture
def client(app):
    return app.test_client()
