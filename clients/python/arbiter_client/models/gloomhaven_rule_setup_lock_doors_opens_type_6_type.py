from typing import Literal

GloomhavenRuleSetupLockDoorsOpensType6Type = Literal['held']

GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_6_TYPE_VALUES: set[GloomhavenRuleSetupLockDoorsOpensType6Type] = { 'held',  }

def check_gloomhaven_rule_setup_lock_doors_opens_type_6_type(value: str) -> GloomhavenRuleSetupLockDoorsOpensType6Type:
    if value in GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_6_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_6_TYPE_VALUES!r}")
