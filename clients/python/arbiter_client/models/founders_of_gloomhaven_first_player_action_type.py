from typing import Literal

FoundersOfGloomhavenFirstPlayerActionType = Literal['first_player']

FOUNDERS_OF_GLOOMHAVEN_FIRST_PLAYER_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenFirstPlayerActionType] = { 'first_player',  }

def check_founders_of_gloomhaven_first_player_action_type(value: str) -> FoundersOfGloomhavenFirstPlayerActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_FIRST_PLAYER_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_FIRST_PLAYER_ACTION_TYPE_VALUES!r}")
