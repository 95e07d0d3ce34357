from typing import Literal

GloomhavenShortRestedEventType = Literal['short_rested']

GLOOMHAVEN_SHORT_RESTED_EVENT_TYPE_VALUES: set[GloomhavenShortRestedEventType] = { 'short_rested',  }

def check_gloomhaven_short_rested_event_type(value: str) -> GloomhavenShortRestedEventType:
    if value in GLOOMHAVEN_SHORT_RESTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SHORT_RESTED_EVENT_TYPE_VALUES!r}")
