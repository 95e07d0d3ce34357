from typing import Literal

FoundationsOfRomeViewGame = Literal['foundations-of-rome']

FOUNDATIONS_OF_ROME_VIEW_GAME_VALUES: set[FoundationsOfRomeViewGame] = { 'foundations-of-rome',  }

def check_foundations_of_rome_view_game(value: str) -> FoundationsOfRomeViewGame:
    if value in FOUNDATIONS_OF_ROME_VIEW_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_VIEW_GAME_VALUES!r}")
