from typing import Literal

FoundersOfGloomhavenEnactedEventType = Literal['enacted']

FOUNDERS_OF_GLOOMHAVEN_ENACTED_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenEnactedEventType] = { 'enacted',  }

def check_founders_of_gloomhaven_enacted_event_type(value: str) -> FoundersOfGloomhavenEnactedEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_ENACTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_ENACTED_EVENT_TYPE_VALUES!r}")
