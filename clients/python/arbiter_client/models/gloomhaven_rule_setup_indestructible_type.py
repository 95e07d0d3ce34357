from typing import Literal

GloomhavenRuleSetupIndestructibleType = Literal['indestructible']

GLOOMHAVEN_RULE_SETUP_INDESTRUCTIBLE_TYPE_VALUES: set[GloomhavenRuleSetupIndestructibleType] = { 'indestructible',  }

def check_gloomhaven_rule_setup_indestructible_type(value: str) -> GloomhavenRuleSetupIndestructibleType:
    if value in GLOOMHAVEN_RULE_SETUP_INDESTRUCTIBLE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_INDESTRUCTIBLE_TYPE_VALUES!r}")
