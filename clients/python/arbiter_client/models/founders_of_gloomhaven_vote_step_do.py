from typing import Literal

FoundersOfGloomhavenVoteStepDo = Literal['vote']

FOUNDERS_OF_GLOOMHAVEN_VOTE_STEP_DO_VALUES: set[FoundersOfGloomhavenVoteStepDo] = { 'vote',  }

def check_founders_of_gloomhaven_vote_step_do(value: str) -> FoundersOfGloomhavenVoteStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_VOTE_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_VOTE_STEP_DO_VALUES!r}")
