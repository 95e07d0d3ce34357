from typing import Literal

GloomhavenAbilityLootType = Literal['loot']

GLOOMHAVEN_ABILITY_LOOT_TYPE_VALUES: set[GloomhavenAbilityLootType] = { 'loot',  }

def check_gloomhaven_ability_loot_type(value: str) -> GloomhavenAbilityLootType:
    if value in GLOOMHAVEN_ABILITY_LOOT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_LOOT_TYPE_VALUES!r}")
