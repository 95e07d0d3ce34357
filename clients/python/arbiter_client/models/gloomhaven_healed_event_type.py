from typing import Literal

GloomhavenHealedEventType = Literal['healed']

GLOOMHAVEN_HEALED_EVENT_TYPE_VALUES: set[GloomhavenHealedEventType] = { 'healed',  }

def check_gloomhaven_healed_event_type(value: str) -> GloomhavenHealedEventType:
    if value in GLOOMHAVEN_HEALED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_HEALED_EVENT_TYPE_VALUES!r}")
