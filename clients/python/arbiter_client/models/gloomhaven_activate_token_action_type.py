from typing import Literal

GloomhavenActivateTokenActionType = Literal['activate_token']

GLOOMHAVEN_ACTIVATE_TOKEN_ACTION_TYPE_VALUES: set[GloomhavenActivateTokenActionType] = { 'activate_token',  }

def check_gloomhaven_activate_token_action_type(value: str) -> GloomhavenActivateTokenActionType:
    if value in GLOOMHAVEN_ACTIVATE_TOKEN_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ACTIVATE_TOKEN_ACTION_TYPE_VALUES!r}")
