from typing import Literal

GloomhavenSufferActionType = Literal['suffer']

GLOOMHAVEN_SUFFER_ACTION_TYPE_VALUES: set[GloomhavenSufferActionType] = { 'suffer',  }

def check_gloomhaven_suffer_action_type(value: str) -> GloomhavenSufferActionType:
    if value in GLOOMHAVEN_SUFFER_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SUFFER_ACTION_TYPE_VALUES!r}")
