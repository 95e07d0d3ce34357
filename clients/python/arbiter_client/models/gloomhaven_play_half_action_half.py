from typing import Literal

GloomhavenPlayHalfActionHalf = Literal['bottom', 'top']

GLOOMHAVEN_PLAY_HALF_ACTION_HALF_VALUES: set[GloomhavenPlayHalfActionHalf] = { 'bottom', 'top',  }

def check_gloomhaven_play_half_action_half(value: str) -> GloomhavenPlayHalfActionHalf:
    if value in GLOOMHAVEN_PLAY_HALF_ACTION_HALF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PLAY_HALF_ACTION_HALF_VALUES!r}")
