from typing import Literal

FoundersOfGloomhavenRacialActionActionType = Literal['racial_action']

FOUNDERS_OF_GLOOMHAVEN_RACIAL_ACTION_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenRacialActionActionType] = { 'racial_action',  }

def check_founders_of_gloomhaven_racial_action_action_type(value: str) -> FoundersOfGloomhavenRacialActionActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_RACIAL_ACTION_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RACIAL_ACTION_ACTION_TYPE_VALUES!r}")
