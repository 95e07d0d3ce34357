from typing import Literal

GloomhavenAbilityBonusWhen = Literal['always', 'elements_consumed', 'ended_where_started', 'self_invisible', 'target_adjacent_to_ally', 'target_alone']

GLOOMHAVEN_ABILITY_BONUS_WHEN_VALUES: set[GloomhavenAbilityBonusWhen] = { 'always', 'elements_consumed', 'ended_where_started', 'self_invisible', 'target_adjacent_to_ally', 'target_alone',  }

def check_gloomhaven_ability_bonus_when(value: str) -> GloomhavenAbilityBonusWhen:
    if value in GLOOMHAVEN_ABILITY_BONUS_WHEN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_BONUS_WHEN_VALUES!r}")
