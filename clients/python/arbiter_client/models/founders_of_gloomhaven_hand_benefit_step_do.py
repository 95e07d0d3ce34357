from typing import Literal

FoundersOfGloomhavenHandBenefitStepDo = Literal['hand_benefit']

FOUNDERS_OF_GLOOMHAVEN_HAND_BENEFIT_STEP_DO_VALUES: set[FoundersOfGloomhavenHandBenefitStepDo] = { 'hand_benefit',  }

def check_founders_of_gloomhaven_hand_benefit_step_do(value: str) -> FoundersOfGloomhavenHandBenefitStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_HAND_BENEFIT_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_HAND_BENEFIT_STEP_DO_VALUES!r}")
