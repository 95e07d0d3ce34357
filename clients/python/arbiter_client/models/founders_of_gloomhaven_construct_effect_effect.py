from typing import Literal

FoundersOfGloomhavenConstructEffectEffect = Literal['construct']

FOUNDERS_OF_GLOOMHAVEN_CONSTRUCT_EFFECT_EFFECT_VALUES: set[FoundersOfGloomhavenConstructEffectEffect] = { 'construct',  }

def check_founders_of_gloomhaven_construct_effect_effect(value: str) -> FoundersOfGloomhavenConstructEffectEffect:
    if value in FOUNDERS_OF_GLOOMHAVEN_CONSTRUCT_EFFECT_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CONSTRUCT_EFFECT_EFFECT_VALUES!r}")
