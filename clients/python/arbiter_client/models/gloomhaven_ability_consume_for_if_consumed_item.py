from typing import Literal

GloomhavenAbilityConsumeForIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_CONSUME_FOR_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityConsumeForIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_consume_for_if_consumed_item(value: str) -> GloomhavenAbilityConsumeForIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_CONSUME_FOR_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_CONSUME_FOR_IF_CONSUMED_ITEM_VALUES!r}")
