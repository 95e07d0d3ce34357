from typing import Literal

GloomhavenBonusGainedEventType0Type = Literal['bonus_gained']

GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_0_TYPE_VALUES: set[GloomhavenBonusGainedEventType0Type] = { 'bonus_gained',  }

def check_gloomhaven_bonus_gained_event_type_0_type(value: str) -> GloomhavenBonusGainedEventType0Type:
    if value in GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_0_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_0_TYPE_VALUES!r}")
