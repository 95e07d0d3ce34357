from typing import Literal

FoundersOfGloomhavenGainMoneyEffectEffect = Literal['gain_money']

FOUNDERS_OF_GLOOMHAVEN_GAIN_MONEY_EFFECT_EFFECT_VALUES: set[FoundersOfGloomhavenGainMoneyEffectEffect] = { 'gain_money',  }

def check_founders_of_gloomhaven_gain_money_effect_effect(value: str) -> FoundersOfGloomhavenGainMoneyEffectEffect:
    if value in FOUNDERS_OF_GLOOMHAVEN_GAIN_MONEY_EFFECT_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_GAIN_MONEY_EFFECT_EFFECT_VALUES!r}")
