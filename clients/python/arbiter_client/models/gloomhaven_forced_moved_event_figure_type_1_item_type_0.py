from typing import Literal

GloomhavenForcedMovedEventFigureType1ItemType0 = Literal['summon']

GLOOMHAVEN_FORCED_MOVED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES: set[GloomhavenForcedMovedEventFigureType1ItemType0] = { 'summon',  }

def check_gloomhaven_forced_moved_event_figure_type_1_item_type_0(value: str) -> GloomhavenForcedMovedEventFigureType1ItemType0:
    if value in GLOOMHAVEN_FORCED_MOVED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_FORCED_MOVED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES!r}")
