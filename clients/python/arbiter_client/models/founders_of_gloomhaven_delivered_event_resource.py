from typing import Literal

FoundersOfGloomhavenDeliveredEventResource = Literal['books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood']

FOUNDERS_OF_GLOOMHAVEN_DELIVERED_EVENT_RESOURCE_VALUES: set[FoundersOfGloomhavenDeliveredEventResource] = { 'books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood',  }

def check_founders_of_gloomhaven_delivered_event_resource(value: str) -> FoundersOfGloomhavenDeliveredEventResource:
    if value in FOUNDERS_OF_GLOOMHAVEN_DELIVERED_EVENT_RESOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_DELIVERED_EVENT_RESOURCE_VALUES!r}")
