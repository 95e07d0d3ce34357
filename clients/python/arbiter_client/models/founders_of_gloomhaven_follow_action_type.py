from typing import Literal

FoundersOfGloomhavenFollowActionType = Literal['follow']

FOUNDERS_OF_GLOOMHAVEN_FOLLOW_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenFollowActionType] = { 'follow',  }

def check_founders_of_gloomhaven_follow_action_type(value: str) -> FoundersOfGloomhavenFollowActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_FOLLOW_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_FOLLOW_ACTION_TYPE_VALUES!r}")
