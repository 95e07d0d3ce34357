from typing import Literal

GloomhavenRuleSetupLockDoorsOpensType2Type = Literal['occupy']

GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_2_TYPE_VALUES: set[GloomhavenRuleSetupLockDoorsOpensType2Type] = { 'occupy',  }

def check_gloomhaven_rule_setup_lock_doors_opens_type_2_type(value: str) -> GloomhavenRuleSetupLockDoorsOpensType2Type:
    if value in GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_2_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_2_TYPE_VALUES!r}")
