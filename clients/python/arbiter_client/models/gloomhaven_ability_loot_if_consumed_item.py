from typing import Literal

GloomhavenAbilityLootIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_LOOT_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityLootIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_loot_if_consumed_item(value: str) -> GloomhavenAbilityLootIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_LOOT_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_LOOT_IF_CONSUMED_ITEM_VALUES!r}")
