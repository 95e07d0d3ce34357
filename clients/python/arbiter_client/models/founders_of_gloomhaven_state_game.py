from typing import Literal

FoundersOfGloomhavenStateGame = Literal['founders-of-gloomhaven']

FOUNDERS_OF_GLOOMHAVEN_STATE_GAME_VALUES: set[FoundersOfGloomhavenStateGame] = { 'founders-of-gloomhaven',  }

def check_founders_of_gloomhaven_state_game(value: str) -> FoundersOfGloomhavenStateGame:
    if value in FOUNDERS_OF_GLOOMHAVEN_STATE_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_STATE_GAME_VALUES!r}")
