from typing import Literal

FoundersOfGloomhavenBuildHouseActionType = Literal['build_house']

FOUNDERS_OF_GLOOMHAVEN_BUILD_HOUSE_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenBuildHouseActionType] = { 'build_house',  }

def check_founders_of_gloomhaven_build_house_action_type(value: str) -> FoundersOfGloomhavenBuildHouseActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_BUILD_HOUSE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_BUILD_HOUSE_ACTION_TYPE_VALUES!r}")
