from typing import Literal

GloomhavenAbilityHealOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_HEAL_ONLY_IF_VALUES: set[GloomhavenAbilityHealOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_heal_only_if(value: str) -> GloomhavenAbilityHealOnlyIf:
    if value in GLOOMHAVEN_ABILITY_HEAL_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_HEAL_ONLY_IF_VALUES!r}")
