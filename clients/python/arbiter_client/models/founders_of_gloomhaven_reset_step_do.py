from typing import Literal

FoundersOfGloomhavenResetStepDo = Literal['reset']

FOUNDERS_OF_GLOOMHAVEN_RESET_STEP_DO_VALUES: set[FoundersOfGloomhavenResetStepDo] = { 'reset',  }

def check_founders_of_gloomhaven_reset_step_do(value: str) -> FoundersOfGloomhavenResetStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_RESET_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_RESET_STEP_DO_VALUES!r}")
