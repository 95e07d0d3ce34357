from typing import Literal

GloomhavenAbilityInfuseIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_INFUSE_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityInfuseIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_infuse_if_consumed_item(value: str) -> GloomhavenAbilityInfuseIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_INFUSE_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_INFUSE_IF_CONSUMED_ITEM_VALUES!r}")
