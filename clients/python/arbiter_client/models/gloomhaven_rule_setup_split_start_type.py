from typing import Literal

GloomhavenRuleSetupSplitStartType = Literal['split_start']

GLOOMHAVEN_RULE_SETUP_SPLIT_START_TYPE_VALUES: set[GloomhavenRuleSetupSplitStartType] = { 'split_start',  }

def check_gloomhaven_rule_setup_split_start_type(value: str) -> GloomhavenRuleSetupSplitStartType:
    if value in GLOOMHAVEN_RULE_SETUP_SPLIT_START_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_SPLIT_START_TYPE_VALUES!r}")
