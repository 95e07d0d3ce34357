from typing import Literal

FoundersOfGloomhavenDrawAdviserStepDo = Literal['draw_adviser']

FOUNDERS_OF_GLOOMHAVEN_DRAW_ADVISER_STEP_DO_VALUES: set[FoundersOfGloomhavenDrawAdviserStepDo] = { 'draw_adviser',  }

def check_founders_of_gloomhaven_draw_adviser_step_do(value: str) -> FoundersOfGloomhavenDrawAdviserStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_DRAW_ADVISER_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_DRAW_ADVISER_STEP_DO_VALUES!r}")
