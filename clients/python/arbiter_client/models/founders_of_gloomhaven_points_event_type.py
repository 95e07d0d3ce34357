from typing import Literal

FoundersOfGloomhavenPointsEventType = Literal['points']

FOUNDERS_OF_GLOOMHAVEN_POINTS_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenPointsEventType] = { 'points',  }

def check_founders_of_gloomhaven_points_event_type(value: str) -> FoundersOfGloomhavenPointsEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_POINTS_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_POINTS_EVENT_TYPE_VALUES!r}")
