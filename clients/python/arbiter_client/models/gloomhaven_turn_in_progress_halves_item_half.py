from typing import Literal

GloomhavenTurnInProgressHalvesItemHalf = Literal['bottom', 'top']

GLOOMHAVEN_TURN_IN_PROGRESS_HALVES_ITEM_HALF_VALUES: set[GloomhavenTurnInProgressHalvesItemHalf] = { 'bottom', 'top',  }

def check_gloomhaven_turn_in_progress_halves_item_half(value: str) -> GloomhavenTurnInProgressHalvesItemHalf:
    if value in GLOOMHAVEN_TURN_IN_PROGRESS_HALVES_ITEM_HALF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TURN_IN_PROGRESS_HALVES_ITEM_HALF_VALUES!r}")
