from typing import Literal

FoundersOfGloomhavenStandardFrameKind = Literal['standard']

FOUNDERS_OF_GLOOMHAVEN_STANDARD_FRAME_KIND_VALUES: set[FoundersOfGloomhavenStandardFrameKind] = { 'standard',  }

def check_founders_of_gloomhaven_standard_frame_kind(value: str) -> FoundersOfGloomhavenStandardFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_STANDARD_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_STANDARD_FRAME_KIND_VALUES!r}")
