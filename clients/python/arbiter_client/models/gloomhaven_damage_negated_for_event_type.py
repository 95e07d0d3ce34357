from typing import Literal

GloomhavenDamageNegatedForEventType = Literal['damage_negated_for']

GLOOMHAVEN_DAMAGE_NEGATED_FOR_EVENT_TYPE_VALUES: set[GloomhavenDamageNegatedForEventType] = { 'damage_negated_for',  }

def check_gloomhaven_damage_negated_for_event_type(value: str) -> GloomhavenDamageNegatedForEventType:
    if value in GLOOMHAVEN_DAMAGE_NEGATED_FOR_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_DAMAGE_NEGATED_FOR_EVENT_TYPE_VALUES!r}")
