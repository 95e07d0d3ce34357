from typing import Literal

GloomhavenRuleSetupFloodType = Literal['flood']

GLOOMHAVEN_RULE_SETUP_FLOOD_TYPE_VALUES: set[GloomhavenRuleSetupFloodType] = { 'flood',  }

def check_gloomhaven_rule_setup_flood_type(value: str) -> GloomhavenRuleSetupFloodType:
    if value in GLOOMHAVEN_RULE_SETUP_FLOOD_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_FLOOD_TYPE_VALUES!r}")
