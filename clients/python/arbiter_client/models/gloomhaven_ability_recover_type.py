from typing import Literal

GloomhavenAbilityRecoverType = Literal['recover']

GLOOMHAVEN_ABILITY_RECOVER_TYPE_VALUES: set[GloomhavenAbilityRecoverType] = { 'recover',  }

def check_gloomhaven_ability_recover_type(value: str) -> GloomhavenAbilityRecoverType:
    if value in GLOOMHAVEN_ABILITY_RECOVER_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_RECOVER_TYPE_VALUES!r}")
