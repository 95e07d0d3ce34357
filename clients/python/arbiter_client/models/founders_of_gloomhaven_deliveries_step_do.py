from typing import Literal

FoundersOfGloomhavenDeliveriesStepDo = Literal['deliveries']

FOUNDERS_OF_GLOOMHAVEN_DELIVERIES_STEP_DO_VALUES: set[FoundersOfGloomhavenDeliveriesStepDo] = { 'deliveries',  }

def check_founders_of_gloomhaven_deliveries_step_do(value: str) -> FoundersOfGloomhavenDeliveriesStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_DELIVERIES_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_DELIVERIES_STEP_DO_VALUES!r}")
