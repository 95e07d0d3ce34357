from typing import Literal

GloomhavenRuleEventFiredType = Literal['fired']

GLOOMHAVEN_RULE_EVENT_FIRED_TYPE_VALUES: set[GloomhavenRuleEventFiredType] = { 'fired',  }

def check_gloomhaven_rule_event_fired_type(value: str) -> GloomhavenRuleEventFiredType:
    if value in GLOOMHAVEN_RULE_EVENT_FIRED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_EVENT_FIRED_TYPE_VALUES!r}")
