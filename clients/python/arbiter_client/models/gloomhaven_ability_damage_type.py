from typing import Literal

GloomhavenAbilityDamageType = Literal['damage']

GLOOMHAVEN_ABILITY_DAMAGE_TYPE_VALUES: set[GloomhavenAbilityDamageType] = { 'damage',  }

def check_gloomhaven_ability_damage_type(value: str) -> GloomhavenAbilityDamageType:
    if value in GLOOMHAVEN_ABILITY_DAMAGE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_DAMAGE_TYPE_VALUES!r}")
