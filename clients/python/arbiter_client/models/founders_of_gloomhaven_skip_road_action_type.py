from typing import Literal

FoundersOfGloomhavenSkipRoadActionType = Literal['skip_road']

FOUNDERS_OF_GLOOMHAVEN_SKIP_ROAD_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenSkipRoadActionType] = { 'skip_road',  }

def check_founders_of_gloomhaven_skip_road_action_type(value: str) -> FoundersOfGloomhavenSkipRoadActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_SKIP_ROAD_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_SKIP_ROAD_ACTION_TYPE_VALUES!r}")
