from typing import Literal

GloomhavenRuleSetupLockDoorsOpensType3Type = Literal['boss_special']

GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_3_TYPE_VALUES: set[GloomhavenRuleSetupLockDoorsOpensType3Type] = { 'boss_special',  }

def check_gloomhaven_rule_setup_lock_doors_opens_type_3_type(value: str) -> GloomhavenRuleSetupLockDoorsOpensType3Type:
    if value in GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_3_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_3_TYPE_VALUES!r}")
