from typing import Literal

GloomhavenForcedMovedEventType = Literal['forced_moved']

GLOOMHAVEN_FORCED_MOVED_EVENT_TYPE_VALUES: set[GloomhavenForcedMovedEventType] = { 'forced_moved',  }

def check_gloomhaven_forced_moved_event_type(value: str) -> GloomhavenForcedMovedEventType:
    if value in GLOOMHAVEN_FORCED_MOVED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_FORCED_MOVED_EVENT_TYPE_VALUES!r}")
