from typing import Literal

FoundersOfGloomhavenStateTilesItemResource = Literal['books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood']

FOUNDERS_OF_GLOOMHAVEN_STATE_TILES_ITEM_RESOURCE_VALUES: set[FoundersOfGloomhavenStateTilesItemResource] = { 'books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood',  }

def check_founders_of_gloomhaven_state_tiles_item_resource(value: str) -> FoundersOfGloomhavenStateTilesItemResource:
    if value in FOUNDERS_OF_GLOOMHAVEN_STATE_TILES_ITEM_RESOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_STATE_TILES_ITEM_RESOURCE_VALUES!r}")
