from typing import Literal

GloomhavenAbilityConditionType = Literal['condition']

GLOOMHAVEN_ABILITY_CONDITION_TYPE_VALUES: set[GloomhavenAbilityConditionType] = { 'condition',  }

def check_gloomhaven_ability_condition_type(value: str) -> GloomhavenAbilityConditionType:
    if value in GLOOMHAVEN_ABILITY_CONDITION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_CONDITION_TYPE_VALUES!r}")
