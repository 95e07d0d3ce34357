from typing import Literal

GloomhavenAbilityControlOnlyIf = Literal['consumed_before', 'ended_where_started', 'moved_in_straight_line']

GLOOMHAVEN_ABILITY_CONTROL_ONLY_IF_VALUES: set[GloomhavenAbilityControlOnlyIf] = { 'consumed_before', 'ended_where_started', 'moved_in_straight_line',  }

def check_gloomhaven_ability_control_only_if(value: str) -> GloomhavenAbilityControlOnlyIf:
    if value in GLOOMHAVEN_ABILITY_CONTROL_ONLY_IF_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_CONTROL_ONLY_IF_VALUES!r}")
