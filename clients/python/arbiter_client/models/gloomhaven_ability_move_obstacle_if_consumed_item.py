from typing import Literal

GloomhavenAbilityMoveObstacleIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_MOVE_OBSTACLE_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityMoveObstacleIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_move_obstacle_if_consumed_item(value: str) -> GloomhavenAbilityMoveObstacleIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_MOVE_OBSTACLE_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_MOVE_OBSTACLE_IF_CONSUMED_ITEM_VALUES!r}")
