from typing import Literal

FoundersOfGloomhavenRecalledEventType = Literal['recalled']

FOUNDERS_OF_GLOOMHAVEN_RECALLED_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenRecalledEventType] = { 'recalled',  }

def check_founders_of_gloomhaven_recalled_event_type(value: str) -> FoundersOfGloomhavenRecalledEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_RECALLED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RECALLED_EVENT_TYPE_VALUES!r}")
