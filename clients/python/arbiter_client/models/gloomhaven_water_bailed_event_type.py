from typing import Literal

GloomhavenWaterBailedEventType = Literal['water_bailed']

GLOOMHAVEN_WATER_BAILED_EVENT_TYPE_VALUES: set[GloomhavenWaterBailedEventType] = { 'water_bailed',  }

def check_gloomhaven_water_bailed_event_type(value: str) -> GloomhavenWaterBailedEventType:
    if value in GLOOMHAVEN_WATER_BAILED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_WATER_BAILED_EVENT_TYPE_VALUES!r}")
