from typing import Literal

GloomhavenConditionalWhen = Literal['always', 'consumed_before', 'elements_consumed', 'ended_where_started', 'moved_in_straight_line', 'obstacle_destroyed', 'self_invisible', 'target_adjacent_to_ally', 'target_alone', 'target_alone_and_adjacent_to_ally', 'target_has_condition']

GLOOMHAVEN_CONDITIONAL_WHEN_VALUES: set[GloomhavenConditionalWhen] = { 'always', 'consumed_before', 'elements_consumed', 'ended_where_started', 'moved_in_straight_line', 'obstacle_destroyed', 'self_invisible', 'target_adjacent_to_ally', 'target_alone', 'target_alone_and_adjacent_to_ally', 'target_has_condition',  }

def check_gloomhaven_conditional_when(value: str) -> GloomhavenConditionalWhen:
    if value in GLOOMHAVEN_CONDITIONAL_WHEN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONDITIONAL_WHEN_VALUES!r}")
