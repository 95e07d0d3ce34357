from typing import Literal

GloomhavenAbilityBonusOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_BONUS_ONLY_IF_VALUES: set[GloomhavenAbilityBonusOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_bonus_only_if(value: str) -> GloomhavenAbilityBonusOnlyIf:
    if value in GLOOMHAVEN_ABILITY_BONUS_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_BONUS_ONLY_IF_VALUES!r}")
