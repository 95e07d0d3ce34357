from typing import Literal

FoundersOfGloomhavenFollowStepDo = Literal['follow']

FOUNDERS_OF_GLOOMHAVEN_FOLLOW_STEP_DO_VALUES: set[FoundersOfGloomhavenFollowStepDo] = { 'follow',  }

def check_founders_of_gloomhaven_follow_step_do(value: str) -> FoundersOfGloomhavenFollowStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_FOLLOW_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_FOLLOW_STEP_DO_VALUES!r}")
