from typing import Literal

GloomhavenRuleSetupCurrentType = Literal['current']

GLOOMHAVEN_RULE_SETUP_CURRENT_TYPE_VALUES: set[GloomhavenRuleSetupCurrentType] = { 'current',  }

def check_gloomhaven_rule_setup_current_type(value: str) -> GloomhavenRuleSetupCurrentType:
    if value in GLOOMHAVEN_RULE_SETUP_CURRENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_CURRENT_TYPE_VALUES!r}")
