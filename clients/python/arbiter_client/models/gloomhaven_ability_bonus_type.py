from typing import Literal

GloomhavenAbilityBonusType = Literal['bonus']

GLOOMHAVEN_ABILITY_BONUS_TYPE_VALUES: set[GloomhavenAbilityBonusType] = { 'bonus',  }

def check_gloomhaven_ability_bonus_type(value: str) -> GloomhavenAbilityBonusType:
    if value in GLOOMHAVEN_ABILITY_BONUS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_BONUS_TYPE_VALUES!r}")
