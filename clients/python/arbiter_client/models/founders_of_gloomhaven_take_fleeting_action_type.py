from typing import Literal

FoundersOfGloomhavenTakeFleetingActionType = Literal['take_fleeting']

FOUNDERS_OF_GLOOMHAVEN_TAKE_FLEETING_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenTakeFleetingActionType] = { 'take_fleeting',  }

def check_founders_of_gloomhaven_take_fleeting_action_type(value: str) -> FoundersOfGloomhavenTakeFleetingActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_TAKE_FLEETING_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_TAKE_FLEETING_ACTION_TYPE_VALUES!r}")
