from typing import Literal

GloomhavenAbilityConditionOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_CONDITION_ONLY_IF_VALUES: set[GloomhavenAbilityConditionOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_condition_only_if(value: str) -> GloomhavenAbilityConditionOnlyIf:
    if value in GLOOMHAVEN_ABILITY_CONDITION_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_CONDITION_ONLY_IF_VALUES!r}")
