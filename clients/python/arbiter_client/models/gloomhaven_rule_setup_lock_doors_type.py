from typing import Literal

GloomhavenRuleSetupLockDoorsType = Literal['lock_doors']

GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_TYPE_VALUES: set[GloomhavenRuleSetupLockDoorsType] = { 'lock_doors',  }

def check_gloomhaven_rule_setup_lock_doors_type(value: str) -> GloomhavenRuleSetupLockDoorsType:
    if value in GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_TYPE_VALUES!r}")
