from typing import Literal

GloomhavenAbilityKillType = Literal['kill']

GLOOMHAVEN_ABILITY_KILL_TYPE_VALUES: set[GloomhavenAbilityKillType] = { 'kill',  }

def check_gloomhaven_ability_kill_type(value: str) -> GloomhavenAbilityKillType:
    if value in GLOOMHAVEN_ABILITY_KILL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_KILL_TYPE_VALUES!r}")
