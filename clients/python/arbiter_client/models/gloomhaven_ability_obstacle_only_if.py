from typing import Literal

GloomhavenAbilityObstacleOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_OBSTACLE_ONLY_IF_VALUES: set[GloomhavenAbilityObstacleOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_obstacle_only_if(value: str) -> GloomhavenAbilityObstacleOnlyIf:
    if value in GLOOMHAVEN_ABILITY_OBSTACLE_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_OBSTACLE_ONLY_IF_VALUES!r}")
