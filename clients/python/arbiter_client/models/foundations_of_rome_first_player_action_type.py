from typing import Literal

FoundationsOfRomeFirstPlayerActionType = Literal['first_player']

FOUNDATIONS_OF_ROME_FIRST_PLAYER_ACTION_TYPE_VALUES: set[FoundationsOfRomeFirstPlayerActionType] = { 'first_player',  }

def check_foundations_of_rome_first_player_action_type(value: str) -> FoundationsOfRomeFirstPlayerActionType:
    if value in FOUNDATIONS_OF_ROME_FIRST_PLAYER_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_FIRST_PLAYER_ACTION_TYPE_VALUES!r}")
