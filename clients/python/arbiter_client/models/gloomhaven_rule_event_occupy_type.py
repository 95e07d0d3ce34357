from typing import Literal

GloomhavenRuleEventOccupyType = Literal['occupy']

GLOOMHAVEN_RULE_EVENT_OCCUPY_TYPE_VALUES: set[GloomhavenRuleEventOccupyType] = { 'occupy',  }

def check_gloomhaven_rule_event_occupy_type(value: str) -> GloomhavenRuleEventOccupyType:
    if value in GLOOMHAVEN_RULE_EVENT_OCCUPY_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_EVENT_OCCUPY_TYPE_VALUES!r}")
