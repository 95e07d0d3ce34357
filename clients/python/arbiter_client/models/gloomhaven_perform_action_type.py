from typing import Literal

GloomhavenPerformActionType = Literal['perform']

GLOOMHAVEN_PERFORM_ACTION_TYPE_VALUES: set[GloomhavenPerformActionType] = { 'perform',  }

def check_gloomhaven_perform_action_type(value: str) -> GloomhavenPerformActionType:
    if value in GLOOMHAVEN_PERFORM_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PERFORM_ACTION_TYPE_VALUES!r}")
