from typing import Literal

GloomhavenAbilityControlIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_CONTROL_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityControlIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_control_if_consumed_item(value: str) -> GloomhavenAbilityControlIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_CONTROL_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_CONTROL_IF_CONSUMED_ITEM_VALUES!r}")
