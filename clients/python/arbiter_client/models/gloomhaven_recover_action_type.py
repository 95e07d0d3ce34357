from typing import Literal

GloomhavenRecoverActionType = Literal['recover']

GLOOMHAVEN_RECOVER_ACTION_TYPE_VALUES: set[GloomhavenRecoverActionType] = { 'recover',  }

def check_gloomhaven_recover_action_type(value: str) -> GloomhavenRecoverActionType:
    if value in GLOOMHAVEN_RECOVER_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RECOVER_ACTION_TYPE_VALUES!r}")
