from typing import Literal

GloomhavenBonusGainedEventType1Type = Literal['bonus_gained']

GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_1_TYPE_VALUES: set[GloomhavenBonusGainedEventType1Type] = { 'bonus_gained',  }

def check_gloomhaven_bonus_gained_event_type_1_type(value: str) -> GloomhavenBonusGainedEventType1Type:
    if value in GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_1_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_BONUS_GAINED_EVENT_TYPE_1_TYPE_VALUES!r}")
