from typing import Literal

GloomhavenAbilityOnDeathType = Literal['on_death']

GLOOMHAVEN_ABILITY_ON_DEATH_TYPE_VALUES: set[GloomhavenAbilityOnDeathType] = { 'on_death',  }

def check_gloomhaven_ability_on_death_type(value: str) -> GloomhavenAbilityOnDeathType:
    if value in GLOOMHAVEN_ABILITY_ON_DEATH_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_ON_DEATH_TYPE_VALUES!r}")
