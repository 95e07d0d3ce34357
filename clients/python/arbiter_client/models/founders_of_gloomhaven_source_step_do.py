from typing import Literal

FoundersOfGloomhavenSourceStepDo = Literal['source']

FOUNDERS_OF_GLOOMHAVEN_SOURCE_STEP_DO_VALUES: set[FoundersOfGloomhavenSourceStepDo] = { 'source',  }

def check_founders_of_gloomhaven_source_step_do(value: str) -> FoundersOfGloomhavenSourceStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_SOURCE_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_SOURCE_STEP_DO_VALUES!r}")
