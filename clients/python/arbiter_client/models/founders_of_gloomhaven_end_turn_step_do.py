from typing import Literal

FoundersOfGloomhavenEndTurnStepDo = Literal['end_turn']

FOUNDERS_OF_GLOOMHAVEN_END_TURN_STEP_DO_VALUES: set[FoundersOfGloomhavenEndTurnStepDo] = { 'end_turn',  }

def check_founders_of_gloomhaven_end_turn_step_do(value: str) -> FoundersOfGloomhavenEndTurnStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_END_TURN_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_END_TURN_STEP_DO_VALUES!r}")
