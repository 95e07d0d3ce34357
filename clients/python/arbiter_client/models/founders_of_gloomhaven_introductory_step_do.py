from typing import Literal

FoundersOfGloomhavenIntroductoryStepDo = Literal['introductory']

FOUNDERS_OF_GLOOMHAVEN_INTRODUCTORY_STEP_DO_VALUES: set[FoundersOfGloomhavenIntroductoryStepDo] = { 'introductory',  }

def check_founders_of_gloomhaven_introductory_step_do(value: str) -> FoundersOfGloomhavenIntroductoryStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_INTRODUCTORY_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_INTRODUCTORY_STEP_DO_VALUES!r}")
