from typing import Literal

FoundersOfGloomhavenEarnStepDo = Literal['earn']

FOUNDERS_OF_GLOOMHAVEN_EARN_STEP_DO_VALUES: set[FoundersOfGloomhavenEarnStepDo] = { 'earn',  }

def check_founders_of_gloomhaven_earn_step_do(value: str) -> FoundersOfGloomhavenEarnStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_EARN_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_EARN_STEP_DO_VALUES!r}")
