from typing import Literal

GloomhavenMovedEventType2Type = Literal['moved']

GLOOMHAVEN_MOVED_EVENT_TYPE_2_TYPE_VALUES: set[GloomhavenMovedEventType2Type] = { 'moved',  }

def check_gloomhaven_moved_event_type_2_type(value: str) -> GloomhavenMovedEventType2Type:
    if value in GLOOMHAVEN_MOVED_EVENT_TYPE_2_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MOVED_EVENT_TYPE_2_TYPE_VALUES!r}")
