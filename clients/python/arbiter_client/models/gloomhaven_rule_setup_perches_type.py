from typing import Literal

GloomhavenRuleSetupPerchesType = Literal['perches']

GLOOMHAVEN_RULE_SETUP_PERCHES_TYPE_VALUES: set[GloomhavenRuleSetupPerchesType] = { 'perches',  }

def check_gloomhaven_rule_setup_perches_type(value: str) -> GloomhavenRuleSetupPerchesType:
    if value in GLOOMHAVEN_RULE_SETUP_PERCHES_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_PERCHES_TYPE_VALUES!r}")
