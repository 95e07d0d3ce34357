from typing import Literal

FoundersOfGloomhavenBuildPointsStepDo = Literal['build_points']

FOUNDERS_OF_GLOOMHAVEN_BUILD_POINTS_STEP_DO_VALUES: set[FoundersOfGloomhavenBuildPointsStepDo] = { 'build_points',  }

def check_founders_of_gloomhaven_build_points_step_do(value: str) -> FoundersOfGloomhavenBuildPointsStepDo:
    if value in FOUNDERS_OF_GLOOMHAVEN_BUILD_POINTS_STEP_DO_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_BUILD_POINTS_STEP_DO_VALUES!r}")
