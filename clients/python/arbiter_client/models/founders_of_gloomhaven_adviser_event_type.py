from typing import Literal

FoundersOfGloomhavenAdviserEventType = Literal['adviser']

FOUNDERS_OF_GLOOMHAVEN_ADVISER_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenAdviserEventType] = { 'adviser',  }

def check_founders_of_gloomhaven_adviser_event_type(value: str) -> FoundersOfGloomhavenAdviserEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_ADVISER_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_ADVISER_EVENT_TYPE_VALUES!r}")
