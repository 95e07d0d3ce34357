from typing import Literal

GloomhavenActiveUsedEventType = Literal['active_used']

GLOOMHAVEN_ACTIVE_USED_EVENT_TYPE_VALUES: set[GloomhavenActiveUsedEventType] = { 'active_used',  }

def check_gloomhaven_active_used_event_type(value: str) -> GloomhavenActiveUsedEventType:
    if value in GLOOMHAVEN_ACTIVE_USED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ACTIVE_USED_EVENT_TYPE_VALUES!r}")
