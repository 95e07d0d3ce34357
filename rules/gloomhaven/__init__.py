"""Gloomhaven (2017): hex geometry, line of sight, movement and the monster AI.

Not yet a playable game: until the full scenario engine exists nothing here registers with
``rules.core.registry``; ``monster_moves`` stands on its own (``POST
/v1/games/gloomhaven/monster-moves``).
"""

from .monster_ai import TooManyOptions, monster_moves, parse_request

__all__ = ["TooManyOptions", "monster_moves", "parse_request"]
