from typing import Literal

GloomhavenRuleSetupLockDoorsOpensType8Type = Literal['elite_kills']

GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_8_TYPE_VALUES: set[GloomhavenRuleSetupLockDoorsOpensType8Type] = { 'elite_kills',  }

def check_gloomhaven_rule_setup_lock_doors_opens_type_8_type(value: str) -> GloomhavenRuleSetupLockDoorsOpensType8Type:
    if value in GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_8_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_8_TYPE_VALUES!r}")
