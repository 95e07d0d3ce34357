from typing import Literal

GloomhavenExhaustedEventType = Literal['exhausted']

GLOOMHAVEN_EXHAUSTED_EVENT_TYPE_VALUES: set[GloomhavenExhaustedEventType] = { 'exhausted',  }

def check_gloomhaven_exhausted_event_type(value: str) -> GloomhavenExhaustedEventType:
    if value in GLOOMHAVEN_EXHAUSTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_EXHAUSTED_EVENT_TYPE_VALUES!r}")
