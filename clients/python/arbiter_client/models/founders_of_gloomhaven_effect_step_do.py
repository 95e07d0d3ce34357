from typing import Literal

FoundersOfGloomhavenEffectStepDo = Literal['effect']

FOUNDERS_OF_GLOOMHAVEN_EFFECT_STEP_DO_VALUES: set[FoundersOfGloomhavenEffectStepDo] = { 'effect',  }

def check_founders_of_gloomhaven_effect_step_do(value: str) -> FoundersOfGloomhavenEffectStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_EFFECT_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_EFFECT_STEP_DO_VALUES!r}")
