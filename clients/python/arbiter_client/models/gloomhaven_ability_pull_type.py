from typing import Literal

GloomhavenAbilityPullType = Literal['pull']

GLOOMHAVEN_ABILITY_PULL_TYPE_VALUES: set[GloomhavenAbilityPullType] = { 'pull',  }

def check_gloomhaven_ability_pull_type(value: str) -> GloomhavenAbilityPullType:
    if value in GLOOMHAVEN_ABILITY_PULL_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_ABILITY_PULL_TYPE_VALUES!r}")
