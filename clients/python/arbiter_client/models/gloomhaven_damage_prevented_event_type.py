from typing import Literal

GloomhavenDamagePreventedEventType = Literal['damage_prevented']

GLOOMHAVEN_DAMAGE_PREVENTED_EVENT_TYPE_VALUES: set[GloomhavenDamagePreventedEventType] = { 'damage_prevented',  }

def check_gloomhaven_damage_prevented_event_type(value: str) -> GloomhavenDamagePreventedEventType:
    if value in GLOOMHAVEN_DAMAGE_PREVENTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DAMAGE_PREVENTED_EVENT_TYPE_VALUES!r}")
