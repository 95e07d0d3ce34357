"""Pig, a dice game small enough to show the whole game contract in one file (``game.py``).

It is not served: tests put ``"tests.pig:GAME"`` into ``rules.games.GAMES`` to check that a
game plugs in through the games list alone (spec, SDK-facing schemas, service, conformance).
"""

from .game import GAME, Pig

__all__ = ["GAME", "Pig"]
