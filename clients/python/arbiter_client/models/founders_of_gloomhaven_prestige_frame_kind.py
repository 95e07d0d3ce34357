from typing import Literal

FoundersOfGloomhavenPrestigeFrameKind = Literal['prestige']

FOUNDERS_OF_GLOOMHAVEN_PRESTIGE_FRAME_KIND_VALUES: set[FoundersOfGloomhavenPrestigeFrameKind] = { 'prestige',  }

def check_founders_of_gloomhaven_prestige_frame_kind(value: str) -> FoundersOfGloomhavenPrestigeFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_PRESTIGE_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PRESTIGE_FRAME_KIND_VALUES!r}")
