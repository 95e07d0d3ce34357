from typing import Literal

GloomhavenAbilityOnDeathIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_ON_DEATH_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityOnDeathIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_on_death_if_consumed_item(value: str) -> GloomhavenAbilityOnDeathIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_ON_DEATH_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_ON_DEATH_IF_CONSUMED_ITEM_VALUES!r}")
