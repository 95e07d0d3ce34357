from typing import Literal

GloomhavenRuleSetupLockDoorsOpensType0Type = Literal['round']

GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_0_TYPE_VALUES: set[GloomhavenRuleSetupLockDoorsOpensType0Type] = { 'round',  }

def check_gloomhaven_rule_setup_lock_doors_opens_type_0_type(value: str) -> GloomhavenRuleSetupLockDoorsOpensType0Type:
    if value in GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_0_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_0_TYPE_VALUES!r}")
