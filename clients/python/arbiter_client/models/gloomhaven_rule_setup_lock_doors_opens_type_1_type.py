from typing import Literal

GloomhavenRuleSetupLockDoorsOpensType1Type = Literal['plate']

GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_1_TYPE_VALUES: set[GloomhavenRuleSetupLockDoorsOpensType1Type] = { 'plate',  }

def check_gloomhaven_rule_setup_lock_doors_opens_type_1_type(value: str) -> GloomhavenRuleSetupLockDoorsOpensType1Type:
    if value in GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_1_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_1_TYPE_VALUES!r}")
