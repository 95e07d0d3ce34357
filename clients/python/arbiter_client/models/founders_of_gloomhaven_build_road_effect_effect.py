from typing import Literal

FoundersOfGloomhavenBuildRoadEffectEffect = Literal['build_road']

FOUNDERS_OF_GLOOMHAVEN_BUILD_ROAD_EFFECT_EFFECT_VALUES: set[FoundersOfGloomhavenBuildRoadEffectEffect] = { 'build_road',  }

def check_founders_of_gloomhaven_build_road_effect_effect(value: str) -> FoundersOfGloomhavenBuildRoadEffectEffect:
    if value in FOUNDERS_OF_GLOOMHAVEN_BUILD_ROAD_EFFECT_EFFECT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_BUILD_ROAD_EFFECT_EFFECT_VALUES!r}")
