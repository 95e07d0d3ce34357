from typing import Literal

GloomhavenRuleEventPlateType = Literal['plate']

GLOOMHAVEN_RULE_EVENT_PLATE_TYPE_VALUES: set[GloomhavenRuleEventPlateType] = { 'plate',  }

def check_gloomhaven_rule_event_plate_type(value: str) -> GloomhavenRuleEventPlateType:
    if value in GLOOMHAVEN_RULE_EVENT_PLATE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_EVENT_PLATE_TYPE_VALUES!r}")
