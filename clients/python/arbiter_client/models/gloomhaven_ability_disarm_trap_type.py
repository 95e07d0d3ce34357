from typing import Literal

GloomhavenAbilityDisarmTrapType = Literal['disarm_trap']

GLOOMHAVEN_ABILITY_DISARM_TRAP_TYPE_VALUES: set[GloomhavenAbilityDisarmTrapType] = { 'disarm_trap',  }

def check_gloomhaven_ability_disarm_trap_type(value: str) -> GloomhavenAbilityDisarmTrapType:
    if value in GLOOMHAVEN_ABILITY_DISARM_TRAP_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_DISARM_TRAP_TYPE_VALUES!r}")
