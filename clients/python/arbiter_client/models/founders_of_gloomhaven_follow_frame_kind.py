from typing import Literal

FoundersOfGloomhavenFollowFrameKind = Literal['follow']

FOUNDERS_OF_GLOOMHAVEN_FOLLOW_FRAME_KIND_VALUES: set[FoundersOfGloomhavenFollowFrameKind] = { 'follow',  }

def check_founders_of_gloomhaven_follow_frame_kind(value: str) -> FoundersOfGloomhavenFollowFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_FOLLOW_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_FOLLOW_FRAME_KIND_VALUES!r}")
