from typing import Literal

FoundersOfGloomhavenGainPointsEffectEffect = Literal['gain_points']

FOUNDERS_OF_GLOOMHAVEN_GAIN_POINTS_EFFECT_EFFECT_VALUES: set[FoundersOfGloomhavenGainPointsEffectEffect] = { 'gain_points',  }

def check_founders_of_gloomhaven_gain_points_effect_effect(value: str) -> FoundersOfGloomhavenGainPointsEffectEffect:
    if value in FOUNDERS_OF_GLOOMHAVEN_GAIN_POINTS_EFFECT_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_GAIN_POINTS_EFFECT_EFFECT_VALUES!r}")
