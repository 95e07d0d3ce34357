from typing import Literal

GloomhavenAbilityBonusWhen = Literal['always', 'consumed_before', 'elements_consumed', 'ended_where_started', 'moved_in_straight_line', 'obstacle_destroyed', 'self_invisible', 'target_adjacent_to_ally', 'target_alone', 'target_alone_and_adjacent_to_ally', 'target_has_condition']

GLOOMHAVEN_ABILITY_BONUS_WHEN_VALUES: set[GloomhavenAbilityBonusWhen] = { 'always', 'consumed_before', 'elements_consumed', 'ended_where_started', 'moved_in_straight_line', 'obstacle_destroyed', 'self_invisible', 'target_adjacent_to_ally', 'target_alone', 'target_alone_and_adjacent_to_ally', 'target_has_condition',  }

def check_gloomhaven_ability_bonus_when(value: str) -> GloomhavenAbilityBonusWhen:
    if value in GLOOMHAVEN_ABILITY_BONUS_WHEN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_BONUS_WHEN_VALUES!r}")
