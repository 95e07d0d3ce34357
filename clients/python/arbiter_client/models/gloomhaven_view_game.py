from typing import Literal

GloomhavenViewGame = Literal['gloomhaven']

GLOOMHAVEN_VIEW_GAME_VALUES: set[GloomhavenViewGame] = { 'gloomhaven',  }

def check_gloomhaven_view_game(value: str) -> GloomhavenViewGame:
    if value in GLOOMHAVEN_VIEW_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_GAME_VALUES!r}")
