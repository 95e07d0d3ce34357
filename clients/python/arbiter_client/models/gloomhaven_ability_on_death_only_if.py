from typing import Literal

GloomhavenAbilityOnDeathOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_ON_DEATH_ONLY_IF_VALUES: set[GloomhavenAbilityOnDeathOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_on_death_only_if(value: str) -> GloomhavenAbilityOnDeathOnlyIf:
    if value in GLOOMHAVEN_ABILITY_ON_DEATH_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_ON_DEATH_ONLY_IF_VALUES!r}")
