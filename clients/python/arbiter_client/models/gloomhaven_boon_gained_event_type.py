from typing import Literal

GloomhavenBoonGainedEventType = Literal['boon_gained']

GLOOMHAVEN_BOON_GAINED_EVENT_TYPE_VALUES: set[GloomhavenBoonGainedEventType] = { 'boon_gained',  }

def check_gloomhaven_boon_gained_event_type(value: str) -> GloomhavenBoonGainedEventType:
    if value in GLOOMHAVEN_BOON_GAINED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_BOON_GAINED_EVENT_TYPE_VALUES!r}")
