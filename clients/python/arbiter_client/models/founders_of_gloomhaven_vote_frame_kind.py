from typing import Literal

FoundersOfGloomhavenVoteFrameKind = Literal['vote']

FOUNDERS_OF_GLOOMHAVEN_VOTE_FRAME_KIND_VALUES: set[FoundersOfGloomhavenVoteFrameKind] = { 'vote',  }

def check_founders_of_gloomhaven_vote_frame_kind(value: str) -> FoundersOfGloomhavenVoteFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_VOTE_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_VOTE_FRAME_KIND_VALUES!r}")
