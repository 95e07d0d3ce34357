from typing import Literal

GloomhavenAbilityDestroyObstacleIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_DESTROY_OBSTACLE_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityDestroyObstacleIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_destroy_obstacle_if_consumed_item(value: str) -> GloomhavenAbilityDestroyObstacleIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_DESTROY_OBSTACLE_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_DESTROY_OBSTACLE_IF_CONSUMED_ITEM_VALUES!r}")
