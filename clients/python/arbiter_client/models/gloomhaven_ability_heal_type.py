from typing import Literal

GloomhavenAbilityHealType = Literal['heal']

GLOOMHAVEN_ABILITY_HEAL_TYPE_VALUES: set[GloomhavenAbilityHealType] = { 'heal',  }

def check_gloomhaven_ability_heal_type(value: str) -> GloomhavenAbilityHealType:
    if value in GLOOMHAVEN_ABILITY_HEAL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_HEAL_TYPE_VALUES!r}")
