from typing import Literal

GloomhavenPushStopActionType = Literal['push_stop']

GLOOMHAVEN_PUSH_STOP_ACTION_TYPE_VALUES: set[GloomhavenPushStopActionType] = { 'push_stop',  }

def check_gloomhaven_push_stop_action_type(value: str) -> GloomhavenPushStopActionType:
    if value in GLOOMHAVEN_PUSH_STOP_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PUSH_STOP_ACTION_TYPE_VALUES!r}")
