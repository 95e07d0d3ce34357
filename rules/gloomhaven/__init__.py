"""Gloomhaven (2017): hex geometry, line of sight, movement and the monster AI.

Not yet a playable game: until the full scenario engine exists nothing here registers with
``rules.core.registry``; ``monster_moves`` stands on its own (``POST
/v1/games/gloomhaven/monster-moves``).
"""

from .monster_ai import TooManyOptions, monster_moves, parse_request

#: Version of these rules' answers: part of every cache key, so a change of the rules code
#: that changes answers must bump it.
RULES_VERSION = "1"

__all__ = ["RULES_VERSION", "TooManyOptions", "monster_moves", "parse_request"]
