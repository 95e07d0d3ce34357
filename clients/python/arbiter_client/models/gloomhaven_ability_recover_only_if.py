from typing import Literal

GloomhavenAbilityRecoverOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_RECOVER_ONLY_IF_VALUES: set[GloomhavenAbilityRecoverOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_recover_only_if(value: str) -> GloomhavenAbilityRecoverOnlyIf:
    if value in GLOOMHAVEN_ABILITY_RECOVER_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_RECOVER_ONLY_IF_VALUES!r}")
