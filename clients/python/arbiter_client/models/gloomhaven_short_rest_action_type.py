from typing import Literal

GloomhavenShortRestActionType = Literal['short_rest']

GLOOMHAVEN_SHORT_REST_ACTION_TYPE_VALUES: set[GloomhavenShortRestActionType] = { 'short_rest',  }

def check_gloomhaven_short_rest_action_type(value: str) -> GloomhavenShortRestActionType:
    if value in GLOOMHAVEN_SHORT_REST_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SHORT_REST_ACTION_TYPE_VALUES!r}")
