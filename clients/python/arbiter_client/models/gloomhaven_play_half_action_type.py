from typing import Literal

GloomhavenPlayHalfActionType = Literal['play_half']

GLOOMHAVEN_PLAY_HALF_ACTION_TYPE_VALUES: set[GloomhavenPlayHalfActionType] = { 'play_half',  }

def check_gloomhaven_play_half_action_type(value: str) -> GloomhavenPlayHalfActionType:
    if value in GLOOMHAVEN_PLAY_HALF_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PLAY_HALF_ACTION_TYPE_VALUES!r}")
