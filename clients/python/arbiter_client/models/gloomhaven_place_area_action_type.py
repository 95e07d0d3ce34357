from typing import Literal

GloomhavenPlaceAreaActionType = Literal['place_area']

GLOOMHAVEN_PLACE_AREA_ACTION_TYPE_VALUES: set[GloomhavenPlaceAreaActionType] = { 'place_area',  }

def check_gloomhaven_place_area_action_type(value: str) -> GloomhavenPlaceAreaActionType:
    if value in GLOOMHAVEN_PLACE_AREA_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PLACE_AREA_ACTION_TYPE_VALUES!r}")
