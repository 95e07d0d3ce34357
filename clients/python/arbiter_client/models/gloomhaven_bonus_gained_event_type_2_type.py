from typing import Literal

GloomhavenBonusGainedEventType2Type = Literal['bonus_gained']

GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_2_TYPE_VALUES: set[GloomhavenBonusGainedEventType2Type] = { 'bonus_gained',  }

def check_gloomhaven_bonus_gained_event_type_2_type(value: str) -> GloomhavenBonusGainedEventType2Type:
    if value in GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_2_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_2_TYPE_VALUES!r}")
