from typing import Literal

FoundersOfGloomhavenNextTurnStepDo = Literal['next_turn']

FOUNDERS_OF_GLOOMHAVEN_NEXT_TURN_STEP_DO_VALUES: set[FoundersOfGloomhavenNextTurnStepDo] = { 'next_turn',  }

def check_founders_of_gloomhaven_next_turn_step_do(value: str) -> FoundersOfGloomhavenNextTurnStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_NEXT_TURN_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_NEXT_TURN_STEP_DO_VALUES!r}")
