from typing import Literal

GloomhavenAbilityShieldOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_SHIELD_ONLY_IF_VALUES: set[GloomhavenAbilityShieldOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_shield_only_if(value: str) -> GloomhavenAbilityShieldOnlyIf:
    if value in GLOOMHAVEN_ABILITY_SHIELD_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_SHIELD_ONLY_IF_VALUES!r}")
