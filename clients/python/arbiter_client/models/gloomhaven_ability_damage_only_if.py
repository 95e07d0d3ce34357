from typing import Literal

GloomhavenAbilityDamageOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_DAMAGE_ONLY_IF_VALUES: set[GloomhavenAbilityDamageOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_damage_only_if(value: str) -> GloomhavenAbilityDamageOnlyIf:
    if value in GLOOMHAVEN_ABILITY_DAMAGE_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_DAMAGE_ONLY_IF_VALUES!r}")
