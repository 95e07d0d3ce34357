from typing import Literal

GloomhavenEscapedEventType = Literal['escaped']

GLOOMHAVEN_ESCAPED_EVENT_TYPE_VALUES: set[GloomhavenEscapedEventType] = { 'escaped',  }

def check_gloomhaven_escaped_event_type(value: str) -> GloomhavenEscapedEventType:
    if value in GLOOMHAVEN_ESCAPED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ESCAPED_EVENT_TYPE_VALUES!r}")
