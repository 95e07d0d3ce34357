from typing import Literal

FoundersOfGloomhavenResourceEventType = Literal['resource']

FOUNDERS_OF_GLOOMHAVEN_RESOURCE_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenResourceEventType] = { 'resource',  }

def check_founders_of_gloomhaven_resource_event_type(value: str) -> FoundersOfGloomhavenResourceEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_RESOURCE_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RESOURCE_EVENT_TYPE_VALUES!r}")
