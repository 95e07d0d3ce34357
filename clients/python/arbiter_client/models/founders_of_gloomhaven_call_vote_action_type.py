from typing import Literal

FoundersOfGloomhavenCallVoteActionType = Literal['call_vote']

FOUNDERS_OF_GLOOMHAVEN_CALL_VOTE_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenCallVoteActionType] = { 'call_vote',  }

def check_founders_of_gloomhaven_call_vote_action_type(value: str) -> FoundersOfGloomhavenCallVoteActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_CALL_VOTE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CALL_VOTE_ACTION_TYPE_VALUES!r}")
