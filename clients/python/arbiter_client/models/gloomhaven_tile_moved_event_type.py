from typing import Literal

GloomhavenTileMovedEventType = Literal['tile_moved']

GLOOMHAVEN_TILE_MOVED_EVENT_TYPE_VALUES: set[GloomhavenTileMovedEventType] = { 'tile_moved',  }

def check_gloomhaven_tile_moved_event_type(value: str) -> GloomhavenTileMovedEventType:
    if value in GLOOMHAVEN_TILE_MOVED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TILE_MOVED_EVENT_TYPE_VALUES!r}")
