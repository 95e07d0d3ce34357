from typing import Literal

GloomhavenAbilityMoveIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_MOVE_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityMoveIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_move_if_consumed_item(value: str) -> GloomhavenAbilityMoveIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_MOVE_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_MOVE_IF_CONSUMED_ITEM_VALUES!r}")
