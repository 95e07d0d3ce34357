from typing import Literal

GloomhavenRestedEventType = Literal['rested']

GLOOMHAVEN_RESTED_EVENT_TYPE_VALUES: set[GloomhavenRestedEventType] = { 'rested',  }

def check_gloomhaven_rested_event_type(value: str) -> GloomhavenRestedEventType:
    if value in GLOOMHAVEN_RESTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RESTED_EVENT_TYPE_VALUES!r}")
