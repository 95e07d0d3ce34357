from typing import Literal

GloomhavenRuleSetupLockDoorsOpensType = Literal['round']

GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_VALUES: set[GloomhavenRuleSetupLockDoorsOpensType] = { 'round',  }

def check_gloomhaven_rule_setup_lock_doors_opens_type(value: str) -> GloomhavenRuleSetupLockDoorsOpensType:
    if value in GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_VALUES!r}")
