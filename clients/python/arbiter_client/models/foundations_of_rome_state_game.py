from typing import Literal

FoundationsOfRomeStateGame = Literal['foundations-of-rome']

FOUNDATIONS_OF_ROME_STATE_GAME_VALUES: set[FoundationsOfRomeStateGame] = { 'foundations-of-rome',  }

def check_foundations_of_rome_state_game(value: str) -> FoundationsOfRomeStateGame:
    if value in FOUNDATIONS_OF_ROME_STATE_GAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_STATE_GAME_VALUES!r}")
