from typing import Literal

FoundersOfGloomhavenBridgeEventType = Literal['bridge']

FOUNDERS_OF_GLOOMHAVEN_BRIDGE_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenBridgeEventType] = { 'bridge',  }

def check_founders_of_gloomhaven_bridge_event_type(value: str) -> FoundersOfGloomhavenBridgeEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_BRIDGE_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_BRIDGE_EVENT_TYPE_VALUES!r}")
