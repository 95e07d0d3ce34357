from typing import Literal

GloomhavenAbilityRefreshItemIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_REFRESH_ITEM_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityRefreshItemIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_refresh_item_if_consumed_item(value: str) -> GloomhavenAbilityRefreshItemIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_REFRESH_ITEM_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_REFRESH_ITEM_IF_CONSUMED_ITEM_VALUES!r}")
