from typing import Literal

FoundersOfGloomhavenDrawAdviserFrameKind = Literal['draw_adviser']

FOUNDERS_OF_GLOOMHAVEN_DRAW_ADVISER_FRAME_KIND_VALUES: set[FoundersOfGloomhavenDrawAdviserFrameKind] = { 'draw_adviser',  }

def check_founders_of_gloomhaven_draw_adviser_frame_kind(value: str) -> FoundersOfGloomhavenDrawAdviserFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_DRAW_ADVISER_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_DRAW_ADVISER_FRAME_KIND_VALUES!r}")
