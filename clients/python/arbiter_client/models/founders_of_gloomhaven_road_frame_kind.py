from typing import Literal

FoundersOfGloomhavenRoadFrameKind = Literal['road']

FOUNDERS_OF_GLOOMHAVEN_ROAD_FRAME_KIND_VALUES: set[FoundersOfGloomhavenRoadFrameKind] = { 'road',  }

def check_founders_of_gloomhaven_road_frame_kind(value: str) -> FoundersOfGloomhavenRoadFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_ROAD_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_ROAD_FRAME_KIND_VALUES!r}")
