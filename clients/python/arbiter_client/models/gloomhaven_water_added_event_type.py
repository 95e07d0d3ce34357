from typing import Literal

GloomhavenWaterAddedEventType = Literal['water_added']

GLOOMHAVEN_WATER_ADDED_EVENT_TYPE_VALUES: set[GloomhavenWaterAddedEventType] = { 'water_added',  }

def check_gloomhaven_water_added_event_type(value: str) -> GloomhavenWaterAddedEventType:
    if value in GLOOMHAVEN_WATER_ADDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_WATER_ADDED_EVENT_TYPE_VALUES!r}")
