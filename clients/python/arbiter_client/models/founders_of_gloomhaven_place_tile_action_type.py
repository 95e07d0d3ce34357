from typing import Literal

FoundersOfGloomhavenPlaceTileActionType = Literal['place_tile']

FOUNDERS_OF_GLOOMHAVEN_PLACE_TILE_ACTION_TYPE_VALUES: set[FoundersOfGloomhavenPlaceTileActionType] = { 'place_tile',  }

def check_founders_of_gloomhaven_place_tile_action_type(value: str) -> FoundersOfGloomhavenPlaceTileActionType:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLACE_TILE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLACE_TILE_ACTION_TYPE_VALUES!r}")
