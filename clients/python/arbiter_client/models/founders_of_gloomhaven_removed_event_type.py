from typing import Literal

FoundersOfGloomhavenRemovedEventType = Literal['removed']

FOUNDERS_OF_GLOOMHAVEN_REMOVED_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenRemovedEventType] = { 'removed',  }

def check_founders_of_gloomhaven_removed_event_type(value: str) -> FoundersOfGloomhavenRemovedEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_REMOVED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_REMOVED_EVENT_TYPE_VALUES!r}")
