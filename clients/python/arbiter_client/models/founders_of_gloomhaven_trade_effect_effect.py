from typing import Literal

FoundersOfGloomhavenTradeEffectEffect = Literal['trade']

FOUNDERS_OF_GLOOMHAVEN_TRADE_EFFECT_EFFECT_VALUES: set[FoundersOfGloomhavenTradeEffectEffect] = { 'trade',  }

def check_founders_of_gloomhaven_trade_effect_effect(value: str) -> FoundersOfGloomhavenTradeEffectEffect:
    if value in FOUNDERS_OF_GLOOMHAVEN_TRADE_EFFECT_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_TRADE_EFFECT_EFFECT_VALUES!r}")
