from typing import Literal

GloomhavenRuleSetupImmovableType = Literal['immovable']

GLOOMHAVEN_RULE_SETUP_IMMOVABLE_TYPE_VALUES: set[GloomhavenRuleSetupImmovableType] = { 'immovable',  }

def check_gloomhaven_rule_setup_immovable_type(value: str) -> GloomhavenRuleSetupImmovableType:
    if value in GLOOMHAVEN_RULE_SETUP_IMMOVABLE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_IMMOVABLE_TYPE_VALUES!r}")
