from typing import Literal

GloomhavenRuleSetupMarchType = Literal['march']

GLOOMHAVEN_RULE_SETUP_MARCH_TYPE_VALUES: set[GloomhavenRuleSetupMarchType] = { 'march',  }

def check_gloomhaven_rule_setup_march_type(value: str) -> GloomhavenRuleSetupMarchType:
    if value in GLOOMHAVEN_RULE_SETUP_MARCH_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_MARCH_TYPE_VALUES!r}")
