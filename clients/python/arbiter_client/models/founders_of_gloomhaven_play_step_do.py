from typing import Literal

FoundersOfGloomhavenPlayStepDo = Literal['play']

FOUNDERS_OF_GLOOMHAVEN_PLAY_STEP_DO_VALUES: set[FoundersOfGloomhavenPlayStepDo] = { 'play',  }

def check_founders_of_gloomhaven_play_step_do(value: str) -> FoundersOfGloomhavenPlayStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLAY_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLAY_STEP_DO_VALUES!r}")
