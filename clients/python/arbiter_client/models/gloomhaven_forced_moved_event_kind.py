from typing import Literal

GloomhavenForcedMovedEventKind = Literal['current', 'pull', 'push']

GLOOMHAVEN_FORCED_MOVED_EVENT_KIND_VALUES: set[GloomhavenForcedMovedEventKind] = { 'current', 'pull', 'push',  }

def check_gloomhaven_forced_moved_event_kind(value: str) -> GloomhavenForcedMovedEventKind:
    if value in GLOOMHAVEN_FORCED_MOVED_EVENT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_FORCED_MOVED_EVENT_KIND_VALUES!r}")
