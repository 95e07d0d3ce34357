from typing import Literal

FoundersOfGloomhavenGainFleetingEffectEffect = Literal['gain_fleeting']

FOUNDERS_OF_GLOOMHAVEN_GAIN_FLEETING_EFFECT_EFFECT_VALUES: set[FoundersOfGloomhavenGainFleetingEffectEffect] = { 'gain_fleeting',  }

def check_founders_of_gloomhaven_gain_fleeting_effect_effect(value: str) -> FoundersOfGloomhavenGainFleetingEffectEffect:
    if value in FOUNDERS_OF_GLOOMHAVEN_GAIN_FLEETING_EFFECT_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_GAIN_FLEETING_EFFECT_EFFECT_VALUES!r}")
