"""The rules protocol shared by every game: errors, canonical JSON, RNG, registry."""

from . import canonical, registry, rng, simultaneous
from .errors import (
    IllegalAction,
    InvalidOptions,
    InvalidState,
    RulesError,
    UnknownGame,
    WrongGame,
    WrongRulesVersion,
)
from .game import Game

__all__ = [
    "Game", "IllegalAction", "InvalidOptions", "InvalidState", "RulesError", "UnknownGame",
    "WrongGame", "WrongRulesVersion", "canonical", "registry", "rng", "simultaneous",
]
