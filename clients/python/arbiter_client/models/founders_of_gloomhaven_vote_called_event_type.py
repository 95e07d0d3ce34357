from typing import Literal

FoundersOfGloomhavenVoteCalledEventType = Literal['vote_called']

FOUNDERS_OF_GLOOMHAVEN_VOTE_CALLED_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenVoteCalledEventType] = { 'vote_called',  }

def check_founders_of_gloomhaven_vote_called_event_type(value: str) -> FoundersOfGloomhavenVoteCalledEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_VOTE_CALLED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_VOTE_CALLED_EVENT_TYPE_VALUES!r}")
