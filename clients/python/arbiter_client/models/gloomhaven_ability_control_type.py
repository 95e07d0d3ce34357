from typing import Literal

GloomhavenAbilityControlType = Literal['control']

GLOOMHAVEN_ABILITY_CONTROL_TYPE_VALUES: set[GloomhavenAbilityControlType] = { 'control',  }

def check_gloomhaven_ability_control_type(value: str) -> GloomhavenAbilityControlType:
    if value in GLOOMHAVEN_ABILITY_CONTROL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_CONTROL_TYPE_VALUES!r}")
