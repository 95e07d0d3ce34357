from typing import Literal

GloomhavenAbilityJumpToDoorIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_JUMP_TO_DOOR_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityJumpToDoorIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_jump_to_door_if_consumed_item(value: str) -> GloomhavenAbilityJumpToDoorIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_JUMP_TO_DOOR_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_JUMP_TO_DOOR_IF_CONSUMED_ITEM_VALUES!r}")
