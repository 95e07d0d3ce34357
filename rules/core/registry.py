"""The games this service plays, by id."""

from .errors import UnknownGame
from .game import Game

_GAMES: dict[str, Game] = {}


def register(game: Game) -> Game:
    _GAMES[game.id] = game
    return game


def get(game_id: str) -> Game:
    """The game registered as ``game_id``; ``UnknownGame`` otherwise."""
    _load()
    try:
        return _GAMES[game_id]
    except KeyError:
        raise UnknownGame(f"no game {game_id!r}; games: {', '.join(sorted(_GAMES))}") from None


def games() -> list[Game]:
    """Every playable game, by id."""
    _load()
    return [_GAMES[k] for k in sorted(_GAMES)]


def _load() -> None:
    """Import the built-in games (each registers itself; imports happen once)."""
    from rules import foundations_of_rome  # noqa: F401
