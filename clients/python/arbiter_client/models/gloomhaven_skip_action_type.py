from typing import Literal

GloomhavenSkipActionType = Literal['skip']

GLOOMHAVEN_SKIP_ACTION_TYPE_VALUES: set[GloomhavenSkipActionType] = { 'skip',  }

def check_gloomhaven_skip_action_type(value: str) -> GloomhavenSkipActionType:
    if value in GLOOMHAVEN_SKIP_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SKIP_ACTION_TYPE_VALUES!r}")
