from typing import Literal

GloomhavenAbilityBonusIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_BONUS_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityBonusIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_bonus_if_consumed_item(value: str) -> GloomhavenAbilityBonusIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_BONUS_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_BONUS_IF_CONSUMED_ITEM_VALUES!r}")
