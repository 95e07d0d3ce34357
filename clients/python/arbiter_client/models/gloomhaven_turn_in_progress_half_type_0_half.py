from typing import Literal

GloomhavenTurnInProgressHalfType0Half = Literal['bottom', 'top']

GLOOMHAVEN_TURN_IN_PROGRESS_HALF_TYPE_0_HALF_VALUES: set[GloomhavenTurnInProgressHalfType0Half] = { 'bottom', 'top',  }

def check_gloomhaven_turn_in_progress_half_type_0_half(value: str) -> GloomhavenTurnInProgressHalfType0Half:
    if value in GLOOMHAVEN_TURN_IN_PROGRESS_HALF_TYPE_0_HALF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TURN_IN_PROGRESS_HALF_TYPE_0_HALF_VALUES!r}")
