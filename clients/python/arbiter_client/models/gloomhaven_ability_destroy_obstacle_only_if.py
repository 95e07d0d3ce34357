from typing import Literal

GloomhavenAbilityDestroyObstacleOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_DESTROY_OBSTACLE_ONLY_IF_VALUES: set[GloomhavenAbilityDestroyObstacleOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_destroy_obstacle_only_if(value: str) -> GloomhavenAbilityDestroyObstacleOnlyIf:
    if value in GLOOMHAVEN_ABILITY_DESTROY_OBSTACLE_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_DESTROY_OBSTACLE_ONLY_IF_VALUES!r}")
