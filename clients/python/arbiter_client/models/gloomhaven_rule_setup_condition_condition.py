from typing import Literal

GloomhavenRuleSetupConditionCondition = Literal['curse', 'disarm', 'immobilize', 'muddle', 'poison', 'stun', 'wound']

GLOOMHAVEN_RULE_SETUP_CONDITION_CONDITION_VALUES: set[GloomhavenRuleSetupConditionCondition] = { 'curse', 'disarm', 'immobilize', 'muddle', 'poison', 'stun', 'wound',  }

def check_gloomhaven_rule_setup_condition_condition(value: str) -> GloomhavenRuleSetupConditionCondition:
    if value in GLOOMHAVEN_RULE_SETUP_CONDITION_CONDITION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_CONDITION_CONDITION_VALUES!r}")
