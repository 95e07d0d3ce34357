from typing import Literal

GloomhavenAbilityObstacleType = Literal['obstacle']

GLOOMHAVEN_ABILITY_OBSTACLE_TYPE_VALUES: set[GloomhavenAbilityObstacleType] = { 'obstacle',  }

def check_gloomhaven_ability_obstacle_type(value: str) -> GloomhavenAbilityObstacleType:
    if value in GLOOMHAVEN_ABILITY_OBSTACLE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_OBSTACLE_TYPE_VALUES!r}")
