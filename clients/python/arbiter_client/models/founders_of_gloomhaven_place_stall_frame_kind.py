from typing import Literal

FoundersOfGloomhavenPlaceStallFrameKind = Literal['place_stall']

FOUNDERS_OF_GLOOMHAVEN_PLACE_STALL_FRAME_KIND_VALUES: set[FoundersOfGloomhavenPlaceStallFrameKind] = { 'place_stall',  }

def check_founders_of_gloomhaven_place_stall_frame_kind(value: str) -> FoundersOfGloomhavenPlaceStallFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLACE_STALL_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLACE_STALL_FRAME_KIND_VALUES!r}")
