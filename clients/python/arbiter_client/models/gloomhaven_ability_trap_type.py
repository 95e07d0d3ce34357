from typing import Literal

GloomhavenAbilityTrapType = Literal['trap']

GLOOMHAVEN_ABILITY_TRAP_TYPE_VALUES: set[GloomhavenAbilityTrapType] = { 'trap',  }

def check_gloomhaven_ability_trap_type(value: str) -> GloomhavenAbilityTrapType:
    if value in GLOOMHAVEN_ABILITY_TRAP_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_TRAP_TYPE_VALUES!r}")
