from typing import Literal

GloomhavenAbilityRetaliateType = Literal['retaliate']

GLOOMHAVEN_ABILITY_RETALIATE_TYPE_VALUES: set[GloomhavenAbilityRetaliateType] = { 'retaliate',  }

def check_gloomhaven_ability_retaliate_type(value: str) -> GloomhavenAbilityRetaliateType:
    if value in GLOOMHAVEN_ABILITY_RETALIATE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_RETALIATE_TYPE_VALUES!r}")
