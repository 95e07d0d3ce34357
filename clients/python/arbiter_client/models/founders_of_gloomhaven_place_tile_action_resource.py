from typing import Literal

FoundersOfGloomhavenPlaceTileActionResource = Literal['books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood']

FOUNDERS_OF_GLOOMHAVEN_PLACE_TILE_ACTION_RESOURCE_VALUES: set[FoundersOfGloomhavenPlaceTileActionResource] = { 'books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood',  }

def check_founders_of_gloomhaven_place_tile_action_resource(value: str) -> FoundersOfGloomhavenPlaceTileActionResource:
    if value in FOUNDERS_OF_GLOOMHAVEN_PLACE_TILE_ACTION_RESOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_PLACE_TILE_ACTION_RESOURCE_VALUES!r}")
