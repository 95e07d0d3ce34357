from typing import Literal

FoundersOfGloomhavenPlaceStallStepDo = Literal['place_stall']

FOUNDERS_OF_GLOOMHAVEN_PLACE_STALL_STEP_DO_VALUES: set[FoundersOfGloomhavenPlaceStallStepDo] = { 'place_stall',  }

def check_founders_of_gloomhaven_place_stall_step_do(value: str) -> FoundersOfGloomhavenPlaceStallStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLACE_STALL_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLACE_STALL_STEP_DO_VALUES!r}")
