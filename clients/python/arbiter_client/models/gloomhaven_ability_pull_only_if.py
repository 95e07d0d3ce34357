from typing import Literal

GloomhavenAbilityPullOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_PULL_ONLY_IF_VALUES: set[GloomhavenAbilityPullOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_pull_only_if(value: str) -> GloomhavenAbilityPullOnlyIf:
    if value in GLOOMHAVEN_ABILITY_PULL_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_PULL_ONLY_IF_VALUES!r}")
