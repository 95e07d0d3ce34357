from typing import Literal

GloomhavenRuleSetupDormantType = Literal['dormant']

GLOOMHAVEN_RULE_SETUP_DORMANT_TYPE_VALUES: set[GloomhavenRuleSetupDormantType] = { 'dormant',  }

def check_gloomhaven_rule_setup_dormant_type(value: str) -> GloomhavenRuleSetupDormantType:
    if value in GLOOMHAVEN_RULE_SETUP_DORMANT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_DORMANT_TYPE_VALUES!r}")
