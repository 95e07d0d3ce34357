from typing import Literal

FoundersOfGloomhavenCompletedEventType = Literal['completed']

FOUNDERS_OF_GLOOMHAVEN_COMPLETED_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenCompletedEventType] = { 'completed',  }

def check_founders_of_gloomhaven_completed_event_type(value: str) -> FoundersOfGloomhavenCompletedEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_COMPLETED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_COMPLETED_EVENT_TYPE_VALUES!r}")
