from typing import Literal

GloomhavenAbilityKillOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_KILL_ONLY_IF_VALUES: set[GloomhavenAbilityKillOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_kill_only_if(value: str) -> GloomhavenAbilityKillOnlyIf:
    if value in GLOOMHAVEN_ABILITY_KILL_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_KILL_ONLY_IF_VALUES!r}")
