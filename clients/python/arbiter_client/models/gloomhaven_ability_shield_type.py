from typing import Literal

GloomhavenAbilityShieldType = Literal['shield']

GLOOMHAVEN_ABILITY_SHIELD_TYPE_VALUES: set[GloomhavenAbilityShieldType] = { 'shield',  }

def check_gloomhaven_ability_shield_type(value: str) -> GloomhavenAbilityShieldType:
    if value in GLOOMHAVEN_ABILITY_SHIELD_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_SHIELD_TYPE_VALUES!r}")
