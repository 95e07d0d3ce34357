from typing import Literal

GloomhavenHalfPlayedEventType = Literal['half_played']

GLOOMHAVEN_HALF_PLAYED_EVENT_TYPE_VALUES: set[GloomhavenHalfPlayedEventType] = { 'half_played',  }

def check_gloomhaven_half_played_event_type(value: str) -> GloomhavenHalfPlayedEventType:
    if value in GLOOMHAVEN_HALF_PLAYED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_HALF_PLAYED_EVENT_TYPE_VALUES!r}")
