from typing import Literal

GloomhavenRuleSetupLockDoorsOpensType7Type = Literal['monsters_dead']

GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_7_TYPE_VALUES: set[GloomhavenRuleSetupLockDoorsOpensType7Type] = { 'monsters_dead',  }

def check_gloomhaven_rule_setup_lock_doors_opens_type_7_type(value: str) -> GloomhavenRuleSetupLockDoorsOpensType7Type:
    if value in GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_7_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_LOCK_DOORS_OPENS_TYPE_7_TYPE_VALUES!r}")
