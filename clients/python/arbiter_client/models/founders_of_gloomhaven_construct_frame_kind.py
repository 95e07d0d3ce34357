from typing import Literal

FoundersOfGloomhavenConstructFrameKind = Literal['construct']

FOUNDERS_OF_GLOOMHAVEN_CONSTRUCT_FRAME_KIND_VALUES: set[FoundersOfGloomhavenConstructFrameKind] = { 'construct',  }

def check_founders_of_gloomhaven_construct_frame_kind(value: str) -> FoundersOfGloomhavenConstructFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_CONSTRUCT_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_CONSTRUCT_FRAME_KIND_VALUES!r}")
