from typing import Literal

GloomhavenRuleSetupConditionWho = Literal['each_character']

GLOOMHAVEN_RULE_SETUP_CONDITION_WHO_VALUES: set[GloomhavenRuleSetupConditionWho] = { 'each_character',  }

def check_gloomhaven_rule_setup_condition_who(value: str) -> GloomhavenRuleSetupConditionWho:
    if value in GLOOMHAVEN_RULE_SETUP_CONDITION_WHO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_CONDITION_WHO_VALUES!r}")
