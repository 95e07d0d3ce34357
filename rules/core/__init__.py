"""The rules protocol shared by every game: errors, canonical JSON, decisions, chance, action
tables and published schemas. Nothing here imports a game (the list is ``rules.games``)."""

from . import canonical, chance, decisions, schema
from .actions import ActionSpec, ActionTable
from .decisions import CHANCE
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
    "CHANCE", "ActionSpec", "ActionTable", "Game", "IllegalAction", "InvalidOptions",
    "InvalidState", "RulesError", "UnknownGame", "WrongGame", "WrongRulesVersion", "canonical",
    "chance", "decisions", "schema",
]
