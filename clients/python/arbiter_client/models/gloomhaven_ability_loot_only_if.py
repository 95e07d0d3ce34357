from typing import Literal

GloomhavenAbilityLootOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_LOOT_ONLY_IF_VALUES: set[GloomhavenAbilityLootOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_loot_only_if(value: str) -> GloomhavenAbilityLootOnlyIf:
    if value in GLOOMHAVEN_ABILITY_LOOT_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_LOOT_ONLY_IF_VALUES!r}")
