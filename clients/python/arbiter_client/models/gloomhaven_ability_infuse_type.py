from typing import Literal

GloomhavenAbilityInfuseType = Literal['infuse']

GLOOMHAVEN_ABILITY_INFUSE_TYPE_VALUES: set[GloomhavenAbilityInfuseType] = { 'infuse',  }

def check_gloomhaven_ability_infuse_type(value: str) -> GloomhavenAbilityInfuseType:
    if value in GLOOMHAVEN_ABILITY_INFUSE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_INFUSE_TYPE_VALUES!r}")
