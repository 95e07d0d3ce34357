from typing import Literal

GloomhavenAbilityDestroyObstacleType = Literal['destroy_obstacle']

GLOOMHAVEN_ABILITY_DESTROY_OBSTACLE_TYPE_VALUES: set[GloomhavenAbilityDestroyObstacleType] = { 'destroy_obstacle',  }

def check_gloomhaven_ability_destroy_obstacle_type(value: str) -> GloomhavenAbilityDestroyObstacleType:
    if value in GLOOMHAVEN_ABILITY_DESTROY_OBSTACLE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_DESTROY_OBSTACLE_TYPE_VALUES!r}")
