from typing import Literal

FoundersOfGloomhavenTileEventType = Literal['tile']

FOUNDERS_OF_GLOOMHAVEN_TILE_EVENT_TYPE_VALUES: set[FoundersOfGloomhavenTileEventType] = { 'tile',  }

def check_founders_of_gloomhaven_tile_event_type(value: str) -> FoundersOfGloomhavenTileEventType:
    if value in FOUNDERS_OF_GLOOMHAVEN_TILE_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_TILE_EVENT_TYPE_VALUES!r}")
