from typing import Literal

FoundersOfGloomhavenViewGame = Literal['founders-of-gloomhaven']

FOUNDERS_OF_GLOOMHAVEN_VIEW_GAME_VALUES: set[FoundersOfGloomhavenViewGame] = { 'founders-of-gloomhaven',  }

def check_founders_of_gloomhaven_view_game(value: str) -> FoundersOfGloomhavenViewGame:
    if value in FOUNDERS_OF_GLOOMHAVEN_VIEW_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_VIEW_GAME_VALUES!r}")
