from typing import Literal

FoundersOfGloomhavenRoadEventType = Literal['road']

FOUNDERS_OF_GLOOMHAVEN_ROAD_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenRoadEventType] = { 'road',  }

def check_founders_of_gloomhaven_road_event_type(value: str) -> FoundersOfGloomhavenRoadEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_ROAD_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_ROAD_EVENT_TYPE_VALUES!r}")
