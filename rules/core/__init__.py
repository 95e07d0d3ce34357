"""The rules protocol shared by every game: errors, canonical JSON, decisions, chance, action
tables and published schemas. Nothing here imports a game (the list is ``rules.games``)."""

from . import budget, canonical, chance, decisions, schema
from .actions import Action, ActionSpec, ActionTable, Event, Events, State
from .budget import TooComplex
from .decisions import CHANCE
from .errors import (
    IllegalAction,
    InvalidOptions,
    InvalidState,
    PolicyUnsupported,
    RenderUnsupported,
    RulesError,
    UnknownGame,
    WrongGame,
    WrongRulesVersion,
)
from .game import Game, GameStatus, Options, Status, View

__all__ = [
    "CHANCE",
    "Action",
    "ActionSpec",
    "ActionTable",
    "Event",
    "Events",
    "Game",
    "GameStatus",
    "IllegalAction",
    "InvalidOptions",
    "InvalidState",
    "Options",
    "PolicyUnsupported",
    "RenderUnsupported",
    "RulesError",
    "State",
    "Status",
    "TooComplex",
    "UnknownGame",
    "View",
    "WrongGame",
    "WrongRulesVersion",
    "budget",
    "canonical",
    "chance",
    "decisions",
    "schema",
]
