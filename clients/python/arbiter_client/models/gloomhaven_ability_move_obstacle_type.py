from typing import Literal

GloomhavenAbilityMoveObstacleType = Literal['move_obstacle']

GLOOMHAVEN_ABILITY_MOVE_OBSTACLE_TYPE_VALUES: set[GloomhavenAbilityMoveObstacleType] = { 'move_obstacle',  }

def check_gloomhaven_ability_move_obstacle_type(value: str) -> GloomhavenAbilityMoveObstacleType:
    if value in GLOOMHAVEN_ABILITY_MOVE_OBSTACLE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_MOVE_OBSTACLE_TYPE_VALUES!r}")
