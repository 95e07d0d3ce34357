from typing import Literal

FoundersOfGloomhavenEnactStepDo = Literal['enact']

FOUNDERS_OF_GLOOMHAVEN_ENACT_STEP_DO_VALUES: set[FoundersOfGloomhavenEnactStepDo] = { 'enact',  }

def check_founders_of_gloomhaven_enact_step_do(value: str) -> FoundersOfGloomhavenEnactStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_ENACT_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_ENACT_STEP_DO_VALUES!r}")
