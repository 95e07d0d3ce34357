from typing import Literal

GloomhavenAbilityObstacleIfConsumedItem = Literal['air', 'any', 'dark', 'earth', 'fire', 'ice', 'light']

GLOOMHAVEN_ABILITY_OBSTACLE_IF_CONSUMED_ITEM_VALUES: set[GloomhavenAbilityObstacleIfConsumedItem] = { 'air', 'any', 'dark', 'earth', 'fire', 'ice', 'light',  }

def check_gloomhaven_ability_obstacle_if_consumed_item(value: str) -> GloomhavenAbilityObstacleIfConsumedItem:
    if value in GLOOMHAVEN_ABILITY_OBSTACLE_IF_CONSUMED_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_OBSTACLE_IF_CONSUMED_ITEM_VALUES!r}")
