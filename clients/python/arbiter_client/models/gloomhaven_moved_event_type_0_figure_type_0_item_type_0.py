from typing import Literal

GloomhavenMovedEventType0FigureType0ItemType0 = Literal['character']

GLOOMHAVEN_MOVED_EVENT_TYPE_0_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenMovedEventType0FigureType0ItemType0] = { 'character',  }

def check_gloomhaven_moved_event_type_0_figure_type_0_item_type_0(value: str) -> GloomhavenMovedEventType0FigureType0ItemType0:
    if value in GLOOMHAVEN_MOVED_EVENT_TYPE_0_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MOVED_EVENT_TYPE_0_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES!r}")
