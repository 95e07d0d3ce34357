from typing import Literal

GloomhavenAbilityJumpToDoorOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_JUMP_TO_DOOR_ONLY_IF_VALUES: set[GloomhavenAbilityJumpToDoorOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_jump_to_door_only_if(value: str) -> GloomhavenAbilityJumpToDoorOnlyIf:
    if value in GLOOMHAVEN_ABILITY_JUMP_TO_DOOR_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_JUMP_TO_DOOR_ONLY_IF_VALUES!r}")
