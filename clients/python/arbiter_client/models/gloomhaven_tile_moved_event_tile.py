from typing import Literal

GloomhavenTileMovedEventTile = Literal['coin', 'difficult', 'hazardous', 'obstacle', 'trap', 'treasure']

GLOOMHAVEN_TILE_MOVED_EVENT_TILE_VALUES: set[GloomhavenTileMovedEventTile] = { 'coin', 'difficult', 'hazardous', 'obstacle', 'trap', 'treasure',  }

def check_gloomhaven_tile_moved_event_tile(value: str) -> GloomhavenTileMovedEventTile:
    if value in GLOOMHAVEN_TILE_MOVED_EVENT_TILE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_TILE_MOVED_EVENT_TILE_VALUES!r}")
