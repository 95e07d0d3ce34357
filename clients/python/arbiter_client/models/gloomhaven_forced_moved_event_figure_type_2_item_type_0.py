from typing import Literal

GloomhavenForcedMovedEventFigureType2ItemType0 = Literal['monster']

GLOOMHAVEN_FORCED_MOVED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES: set[GloomhavenForcedMovedEventFigureType2ItemType0] = { 'monster',  }

def check_gloomhaven_forced_moved_event_figure_type_2_item_type_0(value: str) -> GloomhavenForcedMovedEventFigureType2ItemType0:
    if value in GLOOMHAVEN_FORCED_MOVED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_FORCED_MOVED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES!r}")
