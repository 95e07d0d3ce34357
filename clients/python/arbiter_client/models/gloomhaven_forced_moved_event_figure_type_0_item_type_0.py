from typing import Literal

GloomhavenForcedMovedEventFigureType0ItemType0 = Literal['character']

GLOOMHAVEN_FORCED_MOVED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenForcedMovedEventFigureType0ItemType0] = { 'character',  }

def check_gloomhaven_forced_moved_event_figure_type_0_item_type_0(value: str) -> GloomhavenForcedMovedEventFigureType0ItemType0:
    if value in GLOOMHAVEN_FORCED_MOVED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_FORCED_MOVED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES!r}")
