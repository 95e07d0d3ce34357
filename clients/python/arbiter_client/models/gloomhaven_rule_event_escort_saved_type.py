from typing import Literal

GloomhavenRuleEventEscortSavedType = Literal['escort_saved']

GLOOMHAVEN_RULE_EVENT_ESCORT_SAVED_TYPE_VALUES: set[GloomhavenRuleEventEscortSavedType] = { 'escort_saved',  }

def check_gloomhaven_rule_event_escort_saved_type(value: str) -> GloomhavenRuleEventEscortSavedType:
    if value in GLOOMHAVEN_RULE_EVENT_ESCORT_SAVED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_EVENT_ESCORT_SAVED_TYPE_VALUES!r}")
