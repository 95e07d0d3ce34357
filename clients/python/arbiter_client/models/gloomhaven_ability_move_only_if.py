from typing import Literal

GloomhavenAbilityMoveOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_MOVE_ONLY_IF_VALUES: set[GloomhavenAbilityMoveOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_move_only_if(value: str) -> GloomhavenAbilityMoveOnlyIf:
    if value in GLOOMHAVEN_ABILITY_MOVE_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_MOVE_ONLY_IF_VALUES!r}")
