from typing import Literal

GloomhavenHalfPlayedEventHalf = Literal['bottom', 'top']

GLOOMHAVEN_HALF_PLAYED_EVENT_HALF_VALUES: set[GloomhavenHalfPlayedEventHalf] = { 'bottom', 'top',  }

def check_gloomhaven_half_played_event_half(value: str) -> GloomhavenHalfPlayedEventHalf:
    if value in GLOOMHAVEN_HALF_PLAYED_EVENT_HALF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_HALF_PLAYED_EVENT_HALF_VALUES!r}")
