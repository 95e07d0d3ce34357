from typing import Literal

FoundersOfGloomhavenFirstPlayerStepDo = Literal['first_player']

FOUNDERS_OF_GLOOMHAVEN_FIRST_PLAYER_STEP_DO_VALUES: set[FoundersOfGloomhavenFirstPlayerStepDo] = { 'first_player',  }

def check_founders_of_gloomhaven_first_player_step_do(value: str) -> FoundersOfGloomhavenFirstPlayerStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_FIRST_PLAYER_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_FIRST_PLAYER_STEP_DO_VALUES!r}")
