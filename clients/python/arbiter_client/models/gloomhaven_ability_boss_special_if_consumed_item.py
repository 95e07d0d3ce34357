from typing import Literal

GloomhavenAbilityBossSpecialIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_BOSS_SPECIAL_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityBossSpecialIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_boss_special_if_consumed_item(value: str) -> GloomhavenAbilityBossSpecialIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_BOSS_SPECIAL_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_BOSS_SPECIAL_IF_CONSUMED_ITEM_VALUES!r}")
