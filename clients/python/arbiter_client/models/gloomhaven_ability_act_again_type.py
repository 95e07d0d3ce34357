from typing import Literal

GloomhavenAbilityActAgainType = Literal['act_again']

GLOOMHAVEN_ABILITY_ACT_AGAIN_TYPE_VALUES: set[GloomhavenAbilityActAgainType] = { 'act_again',  }

def check_gloomhaven_ability_act_again_type(value: str) -> GloomhavenAbilityActAgainType:
    if value in GLOOMHAVEN_ABILITY_ACT_AGAIN_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_ACT_AGAIN_TYPE_VALUES!r}")
