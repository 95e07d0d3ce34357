from typing import Literal

FoundersOfGloomhavenResourceEventResource = Literal['crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood']

FOUNDERS_OF_GLOOMHAVEN_RESOURCE_EVENT_RESOURCE_VALUES: set[FoundersOfGloomhavenResourceEventResource] = { 'crops', 'gems', 'knowledge', 'livestock', 'metal', 'population', 'stone', 'wood',  }

def check_founders_of_gloomhaven_resource_event_resource(value: str) -> FoundersOfGloomhavenResourceEventResource:
    if value in FOUNDERS_OF_GLOOMHAVEN_RESOURCE_EVENT_RESOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RESOURCE_EVENT_RESOURCE_VALUES!r}")
