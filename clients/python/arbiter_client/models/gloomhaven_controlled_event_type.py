from typing import Literal

GloomhavenControlledEventType = Literal['controlled']

GLOOMHAVEN_CONTROLLED_EVENT_TYPE_VALUES: set[GloomhavenControlledEventType] = { 'controlled',  }

def check_gloomhaven_controlled_event_type(value: str) -> GloomhavenControlledEventType:
    if value in GLOOMHAVEN_CONTROLLED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONTROLLED_EVENT_TYPE_VALUES!r}")
