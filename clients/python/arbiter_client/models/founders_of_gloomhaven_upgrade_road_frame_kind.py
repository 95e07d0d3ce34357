from typing import Literal

FoundersOfGloomhavenUpgradeRoadFrameKind = Literal['upgrade_road']

FOUNDERS_OF_GLOOMHAVEN_UPGRADE_ROAD_FRAME_KIND_VALUES: set[FoundersOfGloomhavenUpgradeRoadFrameKind] = { 'upgrade_road',  }

def check_founders_of_gloomhaven_upgrade_road_frame_kind(value: str) -> FoundersOfGloomhavenUpgradeRoadFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_UPGRADE_ROAD_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_UPGRADE_ROAD_FRAME_KIND_VALUES!r}")
