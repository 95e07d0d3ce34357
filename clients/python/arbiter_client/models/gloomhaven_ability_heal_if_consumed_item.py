from typing import Literal

GloomhavenAbilityHealIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_HEAL_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityHealIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_heal_if_consumed_item(value: str) -> GloomhavenAbilityHealIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_HEAL_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_HEAL_IF_CONSUMED_ITEM_VALUES!r}")
