from typing import Literal

GloomhavenRuleSetupLockDoorsOpensType4Type = Literal['figure_destroyed']

GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_4_TYPE_VALUES: set[GloomhavenRuleSetupLockDoorsOpensType4Type] = { 'figure_destroyed',  }

def check_gloomhaven_rule_setup_lock_doors_opens_type_4_type(value: str) -> GloomhavenRuleSetupLockDoorsOpensType4Type:
    if value in GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_4_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_4_TYPE_VALUES!r}")
