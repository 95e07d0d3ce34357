from typing import Literal

GloomhavenRuleSetupLevelAdjustType = Literal['level_adjust']

GLOOMHAVEN_RULE_SETUP_LEVEL_ADJUST_TYPE_VALUES: set[GloomhavenRuleSetupLevelAdjustType] = { 'level_adjust',  }

def check_gloomhaven_rule_setup_level_adjust_type(value: str) -> GloomhavenRuleSetupLevelAdjustType:
    if value in GLOOMHAVEN_RULE_SETUP_LEVEL_ADJUST_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LEVEL_ADJUST_TYPE_VALUES!r}")
