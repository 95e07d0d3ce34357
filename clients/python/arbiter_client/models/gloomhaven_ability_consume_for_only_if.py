from typing import Literal

GloomhavenAbilityConsumeForOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_CONSUME_FOR_ONLY_IF_VALUES: set[GloomhavenAbilityConsumeForOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_consume_for_only_if(value: str) -> GloomhavenAbilityConsumeForOnlyIf:
    if value in GLOOMHAVEN_ABILITY_CONSUME_FOR_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_CONSUME_FOR_ONLY_IF_VALUES!r}")
