from typing import Literal

GloomhavenAbilityTurnEnemyOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_TURN_ENEMY_ONLY_IF_VALUES: set[GloomhavenAbilityTurnEnemyOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_turn_enemy_only_if(value: str) -> GloomhavenAbilityTurnEnemyOnlyIf:
    if value in GLOOMHAVEN_ABILITY_TURN_ENEMY_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_TURN_ENEMY_ONLY_IF_VALUES!r}")
