from typing import Literal

GloomhavenStandeeActionType = Literal['standee']

GLOOMHAVEN_STANDEE_ACTION_TYPE_VALUES: set[GloomhavenStandeeActionType] = { 'standee',  }

def check_gloomhaven_standee_action_type(value: str) -> GloomhavenStandeeActionType:
    if value in GLOOMHAVEN_STANDEE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STANDEE_ACTION_TYPE_VALUES!r}")
