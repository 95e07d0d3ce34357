from typing import Literal

FoundersOfGloomhavenDeliveredEventType = Literal['delivered']

FOUNDERS_OF_GLOOMHAVEN_DELIVERED_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenDeliveredEventType] = { 'delivered',  }

def check_founders_of_gloomhaven_delivered_event_type(value: str) -> FoundersOfGloomhavenDeliveredEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_DELIVERED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_DELIVERED_EVENT_TYPE_VALUES!r}")
