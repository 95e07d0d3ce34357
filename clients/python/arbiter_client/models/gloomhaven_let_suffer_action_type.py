from typing import Literal

GloomhavenLetSufferActionType = Literal['let_suffer']

GLOOMHAVEN_LET_SUFFER_ACTION_TYPE_VALUES: set[GloomhavenLetSufferActionType] = { 'let_suffer',  }

def check_gloomhaven_let_suffer_action_type(value: str) -> GloomhavenLetSufferActionType:
    if value in GLOOMHAVEN_LET_SUFFER_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_LET_SUFFER_ACTION_TYPE_VALUES!r}")
