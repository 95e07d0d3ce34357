from typing import Literal

GloomhavenDamageSufferedEventType = Literal['damage_suffered']

GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_TYPE_VALUES: set[GloomhavenDamageSufferedEventType] = { 'damage_suffered',  }

def check_gloomhaven_damage_suffered_event_type(value: str) -> GloomhavenDamageSufferedEventType:
    if value in GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DAMAGE_SUFFERED_EVENT_TYPE_VALUES!r}")
