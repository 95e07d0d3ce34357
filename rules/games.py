"""The games this service plays: the one list. Adding a game is one line here.

Each entry is ``"module:attribute"`` of a ``rules.core.Game`` instance; modules are imported
on first use. A plain module (rather than package entry points) keeps the list reviewed in
one file, identical in every deployment, and free of install-time metadata that goes stale.
"""

from __future__ import annotations

import importlib

from rules.core import Game, UnknownGame

GAMES = (
    "rules.foundations_of_rome:GAME",
    "rules.gloomhaven:GAME",
    "rules.founders_of_gloomhaven:GAME",
)

_loaded: dict[str, Game] = {}


def _load() -> dict[str, Game]:
    if not _loaded:
        for entry in GAMES:
            module, _, attribute = entry.partition(":")
            game = getattr(importlib.import_module(module), attribute)
            _loaded[game.id] = game
    return _loaded


def every() -> list[Game]:
    """Every listed game, playable or not, by id."""
    return [game for _, game in sorted(_load().items())]


def playable() -> list[Game]:
    """The games whose protocol (setup, legal-actions, apply, view, replay) is served."""
    return [game for game in every() if game.playable]


def get(game_id: str) -> Game:
    """The playable game ``game_id``; ``UnknownGame`` otherwise."""
    game = _load().get(game_id)
    if game is None or not game.playable:
        names = ", ".join(g.id for g in playable())
        extra = " (only its own endpoints answer yet)" if game is not None else ""
        raise UnknownGame(f"no playable game {game_id!r}{extra}; games: {names}")
    return game


def find(game_id: str) -> Game | None:
    """The listed game ``game_id``, playable or not."""
    return _load().get(game_id)
