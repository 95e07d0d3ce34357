from typing import Literal

FoundersOfGloomhavenPerEffectEffect = Literal['per']

FOUNDERS_OF_GLOOMHAVEN_PER_EFFECT_EFFECT_VALUES: set[FoundersOfGloomhavenPerEffectEffect] = { 'per',  }

def check_founders_of_gloomhaven_per_effect_effect(value: str) -> FoundersOfGloomhavenPerEffectEffect:
    if value in FOUNDERS_OF_GLOOMHAVEN_PER_EFFECT_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PER_EFFECT_EFFECT_VALUES!r}")
