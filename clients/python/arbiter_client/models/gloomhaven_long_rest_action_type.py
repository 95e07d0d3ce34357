from typing import Literal

GloomhavenLongRestActionType = Literal['long_rest']

GLOOMHAVEN_LONG_REST_ACTION_TYPE_VALUES: set[GloomhavenLongRestActionType] = { 'long_rest',  }

def check_gloomhaven_long_rest_action_type(value: str) -> GloomhavenLongRestActionType:
    if value in GLOOMHAVEN_LONG_REST_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_LONG_REST_ACTION_TYPE_VALUES!r}")
