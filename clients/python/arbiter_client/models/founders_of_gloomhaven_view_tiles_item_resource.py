from typing import Literal

FoundersOfGloomhavenViewTilesItemResource = Literal['books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood']

FOUNDERS_OF_GLOOMHAVEN_VIEW_TILES_ITEM_RESOURCE_VALUES: set[FoundersOfGloomhavenViewTilesItemResource] = { 'books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood',  }

def check_founders_of_gloomhaven_view_tiles_item_resource(value: str) -> FoundersOfGloomhavenViewTilesItemResource:
    if value in FOUNDERS_OF_GLOOMHAVEN_VIEW_TILES_ITEM_RESOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_VIEW_TILES_ITEM_RESOURCE_VALUES!r}")
