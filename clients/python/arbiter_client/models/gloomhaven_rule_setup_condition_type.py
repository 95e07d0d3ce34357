from typing import Literal

GloomhavenRuleSetupConditionType = Literal['condition']

GLOOMHAVEN_RULE_SETUP_CONDITION_TYPE_VALUES: set[GloomhavenRuleSetupConditionType] = { 'condition',  }

def check_gloomhaven_rule_setup_condition_type(value: str) -> GloomhavenRuleSetupConditionType:
    if value in GLOOMHAVEN_RULE_SETUP_CONDITION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_CONDITION_TYPE_VALUES!r}")
