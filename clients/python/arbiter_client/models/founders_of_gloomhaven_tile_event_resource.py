from typing import Literal

FoundersOfGloomhavenTileEventResource = Literal['books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood']

FOUNDERS_OF_GLOOMHAVEN_TILE_EVENT_RESOURCE_VALUES: set[FoundersOfGloomhavenTileEventResource] = { 'books', 'brick', 'cloth', 'crops', 'food', 'gems', 'government', 'jewelry', 'knowledge', 'labor', 'leather', 'livestock', 'machinery', 'metal', 'population', 'stone', 'weapons', 'wood',  }

def check_founders_of_gloomhaven_tile_event_resource(value: str) -> FoundersOfGloomhavenTileEventResource:
    if value in FOUNDERS_OF_GLOOMHAVEN_TILE_EVENT_RESOURCE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_TILE_EVENT_RESOURCE_VALUES!r}")
