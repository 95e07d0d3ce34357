from typing import Literal

FoundersOfGloomhavenPlacePrestigeFrameKind = Literal['place_prestige']

FOUNDERS_OF_GLOOMHAVEN_PLACE_PRESTIGE_FRAME_KIND_VALUES: set[FoundersOfGloomhavenPlacePrestigeFrameKind] = { 'place_prestige',  }

def check_founders_of_gloomhaven_place_prestige_frame_kind(value: str) -> FoundersOfGloomhavenPlacePrestigeFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLACE_PRESTIGE_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLACE_PRESTIGE_FRAME_KIND_VALUES!r}")
