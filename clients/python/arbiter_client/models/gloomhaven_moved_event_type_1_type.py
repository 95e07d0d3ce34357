from typing import Literal

GloomhavenMovedEventType1Type = Literal['moved']

GLOOMHAVEN_MOVED_EVENT_TYPE_1_TYPE_VALUES: set[GloomhavenMovedEventType1Type] = { 'moved',  }

def check_gloomhaven_moved_event_type_1_type(value: str) -> GloomhavenMovedEventType1Type:
    if value in GLOOMHAVEN_MOVED_EVENT_TYPE_1_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MOVED_EVENT_TYPE_1_TYPE_VALUES!r}")
