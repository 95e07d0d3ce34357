"""Gloomhaven (2017): hex geometry, line of sight, movement and the monster AI.

Not yet playable: the scenario engine comes next. Its game object is listed so that its own
endpoint (``POST /v1/games/gloomhaven/monster-moves``) gets its cache namespace and rules
version from it.
"""

from rules.core import Game

from .monster_ai import monster_moves
from .request import parse_request
from .targets import TooManyOptions


class Gloomhaven(Game):
    id = "gloomhaven"
    name = "Gloomhaven"
    #: Part of every cache key: a change of the rules code that changes answers must bump it.
    rules_version = "1"
    min_players = 1
    max_players = 4
    playable = False
    http_extension = "service.gloomhaven.views:blp"


GAME = Gloomhaven()

__all__ = ["GAME", "Gloomhaven", "TooManyOptions", "monster_moves", "parse_request"]
