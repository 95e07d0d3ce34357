from typing import Literal

GloomhavenRestActionType = Literal['rest']

GLOOMHAVEN_REST_ACTION_TYPE_VALUES: set[GloomhavenRestActionType] = { 'rest',  }

def check_gloomhaven_rest_action_type(value: str) -> GloomhavenRestActionType:
    if value in GLOOMHAVEN_REST_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_REST_ACTION_TYPE_VALUES!r}")
