from typing import Literal

GloomhavenAbilityBossSpecialType = Literal['boss_special']

GLOOMHAVEN_ABILITY_BOSS_SPECIAL_TYPE_VALUES: set[GloomhavenAbilityBossSpecialType] = { 'boss_special',  }

def check_gloomhaven_ability_boss_special_type(value: str) -> GloomhavenAbilityBossSpecialType:
    if value in GLOOMHAVEN_ABILITY_BOSS_SPECIAL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_BOSS_SPECIAL_TYPE_VALUES!r}")
