from typing import Literal

FoundersOfGloomhavenHouseEventType = Literal['house']

FOUNDERS_OF_GLOOMHAVEN_HOUSE_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenHouseEventType] = { 'house',  }

def check_founders_of_gloomhaven_house_event_type(value: str) -> FoundersOfGloomhavenHouseEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_HOUSE_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_HOUSE_EVENT_TYPE_VALUES!r}")
