from typing import Literal

GloomhavenAbilityTrapOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_TRAP_ONLY_IF_VALUES: set[GloomhavenAbilityTrapOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_trap_only_if(value: str) -> GloomhavenAbilityTrapOnlyIf:
    if value in GLOOMHAVEN_ABILITY_TRAP_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_TRAP_ONLY_IF_VALUES!r}")
