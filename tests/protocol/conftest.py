"""Every test of the conformance suite that takes ``game`` runs once per playable game
(``rules.games.playable()``), with the game's id as the test id."""

from tests.protocol.helpers import GAMES


def pytest_generate_tests(metafunc):
    if "game" in metafunc.fixturenames:
        metafunc.parametrize("game", GAMES, ids=[game.id for game in GAMES])
