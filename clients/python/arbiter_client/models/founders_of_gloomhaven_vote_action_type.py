from typing import Literal

FoundersOfGloomhavenVoteActionType = Literal['vote']

FOUNDERS_OF_GLOOMHAVEN_VOTE_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenVoteActionType] = { 'vote',  }

def check_founders_of_gloomhaven_vote_action_type(value: str) -> FoundersOfGloomhavenVoteActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_VOTE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_VOTE_ACTION_TYPE_VALUES!r}")
