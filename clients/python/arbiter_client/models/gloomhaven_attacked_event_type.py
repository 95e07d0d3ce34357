from typing import Literal

GloomhavenAttackedEventType = Literal['attacked']

GLOOMHAVEN_ATTACKED_EVENT_TYPE_VALUES: set[GloomhavenAttackedEventType] = { 'attacked',  }

def check_gloomhaven_attacked_event_type(value: str) -> GloomhavenAttackedEventType:
    if value in GLOOMHAVEN_ATTACKED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ATTACKED_EVENT_TYPE_VALUES!r}")
