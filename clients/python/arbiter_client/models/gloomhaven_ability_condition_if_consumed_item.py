from typing import Literal

GloomhavenAbilityConditionIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_CONDITION_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityConditionIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_condition_if_consumed_item(value: str) -> GloomhavenAbilityConditionIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_CONDITION_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_CONDITION_IF_CONSUMED_ITEM_VALUES!r}")
