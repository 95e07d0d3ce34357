from typing import Literal

GloomhavenSacrificedEventType = Literal['sacrificed']

GLOOMHAVEN_SACRIFICED_EVENT_TYPE_VALUES: set[GloomhavenSacrificedEventType] = { 'sacrificed',  }

def check_gloomhaven_sacrificed_event_type(value: str) -> GloomhavenSacrificedEventType:
    if value in GLOOMHAVEN_SACRIFICED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_SACRIFICED_EVENT_TYPE_VALUES!r}")
