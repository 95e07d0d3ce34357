from typing import Literal

FoundersOfGloomhavenAccessEventType = Literal['access']

FOUNDERS_OF_GLOOMHAVEN_ACCESS_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenAccessEventType] = { 'access',  }

def check_founders_of_gloomhaven_access_event_type(value: str) -> FoundersOfGloomhavenAccessEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_ACCESS_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_ACCESS_EVENT_TYPE_VALUES!r}")
