from typing import Literal

GloomhavenMovedEventType0Type = Literal['moved']

GLOOMHAVEN_MOVED_EVENT_TYPE_0_TYPE_VALUES: set[GloomhavenMovedEventType0Type] = { 'moved',  }

def check_gloomhaven_moved_event_type_0_type(value: str) -> GloomhavenMovedEventType0Type:
    if value in GLOOMHAVEN_MOVED_EVENT_TYPE_0_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MOVED_EVENT_TYPE_0_TYPE_VALUES!r}")
