from typing import Literal

GloomhavenMovedEventType0FigureType3ItemType0 = Literal['escort']

GLOOMHAVEN_MOVED_EVENT_TYPE_0_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES: set[GloomhavenMovedEventType0FigureType3ItemType0] = { 'escort',  }

def check_gloomhaven_moved_event_type_0_figure_type_3_item_type_0(value: str) -> GloomhavenMovedEventType0FigureType3ItemType0:
    if value in GLOOMHAVEN_MOVED_EVENT_TYPE_0_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MOVED_EVENT_TYPE_0_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES!r}")
