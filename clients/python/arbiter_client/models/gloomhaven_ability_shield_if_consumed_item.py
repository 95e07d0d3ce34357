from typing import Literal

GloomhavenAbilityShieldIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_SHIELD_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityShieldIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_shield_if_consumed_item(value: str) -> GloomhavenAbilityShieldIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_SHIELD_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_SHIELD_IF_CONSUMED_ITEM_VALUES!r}")
