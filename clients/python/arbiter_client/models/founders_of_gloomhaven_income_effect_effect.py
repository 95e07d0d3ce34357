from typing import Literal

FoundersOfGloomhavenIncomeEffectEffect = Literal['income']

FOUNDERS_OF_GLOOMHAVEN_INCOME_EFFECT_EFFECT_VALUES: set[FoundersOfGloomhavenIncomeEffectEffect] = { 'income',  }

def check_founders_of_gloomhaven_income_effect_effect(value: str) -> FoundersOfGloomhavenIncomeEffectEffect:
    if value in FOUNDERS_OF_GLOOMHAVEN_INCOME_EFFECT_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_INCOME_EFFECT_EFFECT_VALUES!r}")
