from typing import Literal

FoundersOfGloomhavenBuildBridgeActionType = Literal['build_bridge']

FOUNDERS_OF_GLOOMHAVEN_BUILD_BRIDGE_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenBuildBridgeActionType] = { 'build_bridge',  }

def check_founders_of_gloomhaven_build_bridge_action_type(value: str) -> FoundersOfGloomhavenBuildBridgeActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_BUILD_BRIDGE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_BUILD_BRIDGE_ACTION_TYPE_VALUES!r}")
