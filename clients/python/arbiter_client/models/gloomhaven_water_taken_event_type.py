from typing import Literal

GloomhavenWaterTakenEventType = Literal['water_taken']

GLOOMHAVEN_WATER_TAKEN_EVENT_TYPE_VALUES: set[GloomhavenWaterTakenEventType] = { 'water_taken',  }

def check_gloomhaven_water_taken_event_type(value: str) -> GloomhavenWaterTakenEventType:
    if value in GLOOMHAVEN_WATER_TAKEN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_WATER_TAKEN_EVENT_TYPE_VALUES!r}")
