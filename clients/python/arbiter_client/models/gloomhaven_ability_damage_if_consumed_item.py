from typing import Literal

GloomhavenAbilityDamageIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_DAMAGE_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityDamageIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_damage_if_consumed_item(value: str) -> GloomhavenAbilityDamageIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_DAMAGE_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_DAMAGE_IF_CONSUMED_ITEM_VALUES!r}")
