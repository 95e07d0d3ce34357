from typing import Literal

FoundersOfGloomhavenChooseRaceStepDo = Literal['choose_race']

FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RACE_STEP_DO_VALUES: set[FoundersOfGloomhavenChooseRaceStepDo] = { 'choose_race',  }

def check_founders_of_gloomhaven_choose_race_step_do(value: str) -> FoundersOfGloomhavenChooseRaceStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RACE_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CHOOSE_RACE_STEP_DO_VALUES!r}")
