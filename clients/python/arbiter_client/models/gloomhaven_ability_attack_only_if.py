from typing import Literal

GloomhavenAbilityAttackOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_ATTACK_ONLY_IF_VALUES: set[GloomhavenAbilityAttackOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_attack_only_if(value: str) -> GloomhavenAbilityAttackOnlyIf:
    if value in GLOOMHAVEN_ABILITY_ATTACK_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_ATTACK_ONLY_IF_VALUES!r}")
