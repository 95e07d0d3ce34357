"""Every test of the conformance suite that takes ``game`` runs once per game under test
(``helpers.GAMES``: every listed game, served or not, and Pig), with the game's id as the test
id."""

import pytest

from tests.protocol.helpers import GAMES

#: Failures of the suite that are bugs of a game's engine, by (test, game id): why. The suite
#: meets such a bug only when a random game reaches it, so the mark here is not strict; the
#: game's own tests reproduce each one deterministically with a strict xfail, which fails once
#: the bug is fixed (then remove both).
KNOWN_ENGINE_BUGS: dict[tuple[str, str], str] = {}


def pytest_generate_tests(metafunc):
    if "game" in metafunc.fixturenames:
        params = []
        for game in GAMES:
            bug = KNOWN_ENGINE_BUGS.get((metafunc.function.__name__, game.id))
            marks = [pytest.mark.xfail(reason=bug, strict=False)] if bug else []
            params.append(pytest.param(game, marks=marks, id=game.id))
        metafunc.parametrize("game", params)
