from typing import Literal

GloomhavenAbilityInfuseOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_INFUSE_ONLY_IF_VALUES: set[GloomhavenAbilityInfuseOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_infuse_only_if(value: str) -> GloomhavenAbilityInfuseOnlyIf:
    if value in GLOOMHAVEN_ABILITY_INFUSE_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_INFUSE_ONLY_IF_VALUES!r}")
