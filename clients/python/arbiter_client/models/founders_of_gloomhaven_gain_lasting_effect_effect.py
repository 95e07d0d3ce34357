from typing import Literal

FoundersOfGloomhavenGainLastingEffectEffect = Literal['gain_lasting']

FOUNDERS_OF_GLOOMHAVEN_GAIN_LASTING_EFFECT_EFFECT_VALUES: set[FoundersOfGloomhavenGainLastingEffectEffect] = { 'gain_lasting',  }

def check_founders_of_gloomhaven_gain_lasting_effect_effect(value: str) -> FoundersOfGloomhavenGainLastingEffectEffect:
    if value in FOUNDERS_OF_GLOOMHAVEN_GAIN_LASTING_EFFECT_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_GAIN_LASTING_EFFECT_EFFECT_VALUES!r}")
