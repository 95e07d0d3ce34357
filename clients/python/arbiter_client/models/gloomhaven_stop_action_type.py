from typing import Literal

GloomhavenStopActionType = Literal['stop']

GLOOMHAVEN_STOP_ACTION_TYPE_VALUES: set[GloomhavenStopActionType] = { 'stop',  }

def check_gloomhaven_stop_action_type(value: str) -> GloomhavenStopActionType:
    if value in GLOOMHAVEN_STOP_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STOP_ACTION_TYPE_VALUES!r}")
