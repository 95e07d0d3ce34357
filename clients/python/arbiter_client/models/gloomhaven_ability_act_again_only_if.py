from typing import Literal

GloomhavenAbilityActAgainOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_ACT_AGAIN_ONLY_IF_VALUES: set[GloomhavenAbilityActAgainOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_act_again_only_if(value: str) -> GloomhavenAbilityActAgainOnlyIf:
    if value in GLOOMHAVEN_ABILITY_ACT_AGAIN_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_ACT_AGAIN_ONLY_IF_VALUES!r}")
