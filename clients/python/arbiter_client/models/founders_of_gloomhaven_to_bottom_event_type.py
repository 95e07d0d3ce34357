from typing import Literal

FoundersOfGloomhavenToBottomEventType = Literal['to_bottom']

FOUNDERS_OF_GLOOMHAVEN_TO_BOTTOM_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenToBottomEventType] = { 'to_bottom',  }

def check_founders_of_gloomhaven_to_bottom_event_type(value: str) -> FoundersOfGloomhavenToBottomEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_TO_BOTTOM_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_TO_BOTTOM_EVENT_TYPE_VALUES!r}")
