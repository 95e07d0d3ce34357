from typing import Literal

GloomhavenRuleSetupPoisonedWaterType = Literal['poisoned_water']

GLOOMHAVEN_RULE_SETUP_POISONED_WATER_TYPE_VALUES: set[GloomhavenRuleSetupPoisonedWaterType] = { 'poisoned_water',  }

def check_gloomhaven_rule_setup_poisoned_water_type(value: str) -> GloomhavenRuleSetupPoisonedWaterType:
    if value in GLOOMHAVEN_RULE_SETUP_POISONED_WATER_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_POISONED_WATER_TYPE_VALUES!r}")
