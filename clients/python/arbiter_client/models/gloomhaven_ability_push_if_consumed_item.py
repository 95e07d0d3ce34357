from typing import Literal

GloomhavenAbilityPushIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_PUSH_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityPushIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_push_if_consumed_item(value: str) -> GloomhavenAbilityPushIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_PUSH_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_PUSH_IF_CONSUMED_ITEM_VALUES!r}")
