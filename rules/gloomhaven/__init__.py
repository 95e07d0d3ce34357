"""Gloomhaven (2017): the scenario engine and its monster AI.

The monster AI (hex geometry, line of sight, movement, focus and attacks) answers
``POST /v1/games/gloomhaven/monster-moves``. The scenario engine (``game``) sets up a scenario
and plays card selection and initiative; character and monster turns come next, so the game
is listed but not yet playable.
"""

from .game import GAME, Gloomhaven
from .monster_ai import monster_moves
from .request import parse_request
from .targets import TooManyOptions

__all__ = ["GAME", "Gloomhaven", "TooManyOptions", "monster_moves", "parse_request"]
