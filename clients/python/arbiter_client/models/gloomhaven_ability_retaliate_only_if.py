from typing import Literal

GloomhavenAbilityRetaliateOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_RETALIATE_ONLY_IF_VALUES: set[GloomhavenAbilityRetaliateOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_retaliate_only_if(value: str) -> GloomhavenAbilityRetaliateOnlyIf:
    if value in GLOOMHAVEN_ABILITY_RETALIATE_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_RETALIATE_ONLY_IF_VALUES!r}")
