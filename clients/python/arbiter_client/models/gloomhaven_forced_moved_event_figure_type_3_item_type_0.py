from typing import Literal

GloomhavenForcedMovedEventFigureType3ItemType0 = Literal['escort']

GLOOMHAVEN_FORCED_MOVED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES: set[GloomhavenForcedMovedEventFigureType3ItemType0] = { 'escort',  }

def check_gloomhaven_forced_moved_event_figure_type_3_item_type_0(value: str) -> GloomhavenForcedMovedEventFigureType3ItemType0:
    if value in GLOOMHAVEN_FORCED_MOVED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_FORCED_MOVED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES!r}")
