from typing import Literal

GloomhavenAbilityRetaliateIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_RETALIATE_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityRetaliateIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_retaliate_if_consumed_item(value: str) -> GloomhavenAbilityRetaliateIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_RETALIATE_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_RETALIATE_IF_CONSUMED_ITEM_VALUES!r}")
