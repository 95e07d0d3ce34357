from typing import Literal

GloomhavenRuleEventKilledType = Literal['killed']

GLOOMHAVEN_RULE_EVENT_KILLED_TYPE_VALUES: set[GloomhavenRuleEventKilledType] = { 'killed',  }

def check_gloomhaven_rule_event_killed_type(value: str) -> GloomhavenRuleEventKilledType:
    if value in GLOOMHAVEN_RULE_EVENT_KILLED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_EVENT_KILLED_TYPE_VALUES!r}")
