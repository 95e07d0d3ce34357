from typing import Literal

GloomhavenAbilityPushOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_PUSH_ONLY_IF_VALUES: set[GloomhavenAbilityPushOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_push_only_if(value: str) -> GloomhavenAbilityPushOnlyIf:
    if value in GLOOMHAVEN_ABILITY_PUSH_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_PUSH_ONLY_IF_VALUES!r}")
