from typing import Literal

FoundersOfGloomhavenStandardStepDo = Literal['standard']

FOUNDERS_OF_GLOOMHAVEN_STANDARD_STEP_DO_VALUES: set[FoundersOfGloomhavenStandardStepDo] = { 'standard',  }

def check_founders_of_gloomhaven_standard_step_do(value: str) -> FoundersOfGloomhavenStandardStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_STANDARD_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_STANDARD_STEP_DO_VALUES!r}")
