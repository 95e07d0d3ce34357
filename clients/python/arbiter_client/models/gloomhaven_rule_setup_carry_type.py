from typing import Literal

GloomhavenRuleSetupCarryType = Literal['carry']

GLOOMHAVEN_RULE_SETUP_CARRY_TYPE_VALUES: set[GloomhavenRuleSetupCarryType] = { 'carry',  }

def check_gloomhaven_rule_setup_carry_type(value: str) -> GloomhavenRuleSetupCarryType:
    if value in GLOOMHAVEN_RULE_SETUP_CARRY_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_CARRY_TYPE_VALUES!r}")
