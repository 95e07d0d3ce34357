from typing import Literal

FoundersOfGloomhavenVotesEventType = Literal['votes']

FOUNDERS_OF_GLOOMHAVEN_VOTES_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenVotesEventType] = { 'votes',  }

def check_founders_of_gloomhaven_votes_event_type(value: str) -> FoundersOfGloomhavenVotesEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_VOTES_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_VOTES_EVENT_TYPE_VALUES!r}")
