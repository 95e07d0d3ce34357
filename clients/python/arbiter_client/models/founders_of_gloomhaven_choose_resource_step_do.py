from typing import Literal

FoundersOfGloomhavenChooseResourceStepDo = Literal['choose_resource']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_STEP_DO_VALUES: set[FoundersOfGloomhavenChooseResourceStepDo] = { 'choose_resource',  }

def check_founders_of_gloomhaven_choose_resource_step_do(value: str) -> FoundersOfGloomhavenChooseResourceStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RESOURCE_STEP_DO_VALUES!r}")
