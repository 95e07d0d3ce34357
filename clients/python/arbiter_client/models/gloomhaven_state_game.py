from typing import Literal

GloomhavenStateGame = Literal['gloomhaven']

GLOOMHAVEN_STATE_GAME_VALUES: set[GloomhavenStateGame] = { 'gloomhaven',  }

def check_gloomhaven_state_game(value: str) -> GloomhavenStateGame:
    if value in GLOOMHAVEN_STATE_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_GAME_VALUES!r}")
