from typing import Literal

GloomhavenRuleSetupBoonType = Literal['boon']

GLOOMHAVEN_RULE_SETUP_BOON_TYPE_VALUES: set[GloomhavenRuleSetupBoonType] = { 'boon',  }

def check_gloomhaven_rule_setup_boon_type(value: str) -> GloomhavenRuleSetupBoonType:
    if value in GLOOMHAVEN_RULE_SETUP_BOON_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_BOON_TYPE_VALUES!r}")
