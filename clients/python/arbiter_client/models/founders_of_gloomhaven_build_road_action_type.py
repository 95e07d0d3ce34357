from typing import Literal

FoundersOfGloomhavenBuildRoadActionType = Literal['build_road']

FOUNDERS_OF_GLOOMHAVEN_BUILD_ROAD_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenBuildRoadActionType] = { 'build_road',  }

def check_founders_of_gloomhaven_build_road_action_type(value: str) -> FoundersOfGloomhavenBuildRoadActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_BUILD_ROAD_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_BUILD_ROAD_ACTION_TYPE_VALUES!r}")
