from typing import Literal

GloomhavenAbilityBossSpecialOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_BOSS_SPECIAL_ONLY_IF_VALUES: set[GloomhavenAbilityBossSpecialOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_boss_special_only_if(value: str) -> GloomhavenAbilityBossSpecialOnlyIf:
    if value in GLOOMHAVEN_ABILITY_BOSS_SPECIAL_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_BOSS_SPECIAL_ONLY_IF_VALUES!r}")
