from typing import Literal

GloomhavenDamageNegatedEventType = Literal['damage_negated']

GLOOMHAVEN_DAMAGE_NEGATED_EVENT_TYPE_VALUES: set[GloomhavenDamageNegatedEventType] = { 'damage_negated',  }

def check_gloomhaven_damage_negated_event_type(value: str) -> GloomhavenDamageNegatedEventType:
    if value in GLOOMHAVEN_DAMAGE_NEGATED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DAMAGE_NEGATED_EVENT_TYPE_VALUES!r}")
