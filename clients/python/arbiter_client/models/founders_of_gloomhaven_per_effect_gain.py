from typing import Literal

FoundersOfGloomhavenPerEffectGain = Literal['fleeting', 'money', 'points']

FOUNDERS_OF_GLOOMHAVEN_PER_EFFECT_GAIN_VALUES: set[FoundersOfGloomhavenPerEffectGain] = { 'fleeting', 'money', 'points',  }

def check_founders_of_gloomhaven_per_effect_gain(value: str) -> FoundersOfGloomhavenPerEffectGain:
    if value in FOUNDERS_OF_GLOOMHAVEN_PER_EFFECT_GAIN_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PER_EFFECT_GAIN_VALUES!r}")
