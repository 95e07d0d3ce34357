from typing import Literal

GloomhavenAbilityRefreshItemOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_REFRESH_ITEM_ONLY_IF_VALUES: set[GloomhavenAbilityRefreshItemOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_refresh_item_only_if(value: str) -> GloomhavenAbilityRefreshItemOnlyIf:
    if value in GLOOMHAVEN_ABILITY_REFRESH_ITEM_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_REFRESH_ITEM_ONLY_IF_VALUES!r}")
