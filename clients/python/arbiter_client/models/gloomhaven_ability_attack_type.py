from typing import Literal

GloomhavenAbilityAttackType = Literal['attack']

GLOOMHAVEN_ABILITY_ATTACK_TYPE_VALUES: set[GloomhavenAbilityAttackType] = { 'attack',  }

def check_gloomhaven_ability_attack_type(value: str) -> GloomhavenAbilityAttackType:
    if value in GLOOMHAVEN_ABILITY_ATTACK_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_ATTACK_TYPE_VALUES!r}")
