from typing import Literal

GloomhavenAbilityMoveObstacleOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_MOVE_OBSTACLE_ONLY_IF_VALUES: set[GloomhavenAbilityMoveObstacleOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_move_obstacle_only_if(value: str) -> GloomhavenAbilityMoveObstacleOnlyIf:
    if value in GLOOMHAVEN_ABILITY_MOVE_OBSTACLE_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_MOVE_OBSTACLE_ONLY_IF_VALUES!r}")
