from typing import Literal

GloomhavenAbilityDisarmTrapOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_DISARM_TRAP_ONLY_IF_VALUES: set[GloomhavenAbilityDisarmTrapOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_disarm_trap_only_if(value: str) -> GloomhavenAbilityDisarmTrapOnlyIf:
    if value in GLOOMHAVEN_ABILITY_DISARM_TRAP_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_DISARM_TRAP_ONLY_IF_VALUES!r}")
