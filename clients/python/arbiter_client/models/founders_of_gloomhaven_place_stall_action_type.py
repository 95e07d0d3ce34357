from typing import Literal

FoundersOfGloomhavenPlaceStallActionType = Literal['place_stall']

FOUNDERS_OF_GLOOMHAVEN_PLACE_STALL_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenPlaceStallActionType] = { 'place_stall',  }

def check_founders_of_gloomhaven_place_stall_action_type(value: str) -> FoundersOfGloomhavenPlaceStallActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLACE_STALL_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLACE_STALL_ACTION_TYPE_VALUES!r}")
