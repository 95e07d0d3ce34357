from typing import Literal

GloomhavenRuleSetupLockDoorsOpensType5Type = Literal['all_on_plates']

GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_5_TYPE_VALUES: set[GloomhavenRuleSetupLockDoorsOpensType5Type] = { 'all_on_plates',  }

def check_gloomhaven_rule_setup_lock_doors_opens_type_5_type(value: str) -> GloomhavenRuleSetupLockDoorsOpensType5Type:
    if value in GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_5_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_5_TYPE_VALUES!r}")
