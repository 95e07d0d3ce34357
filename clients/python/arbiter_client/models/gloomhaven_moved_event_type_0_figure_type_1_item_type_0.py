from typing import Literal

GloomhavenMovedEventType0FigureType1ItemType0 = Literal['summon']

GLOOMHAVEN_MOVED_EVENT_TYPE_0_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES: set[GloomhavenMovedEventType0FigureType1ItemType0] = { 'summon',  }

def check_gloomhaven_moved_event_type_0_figure_type_1_item_type_0(value: str) -> GloomhavenMovedEventType0FigureType1ItemType0:
    if value in GLOOMHAVEN_MOVED_EVENT_TYPE_0_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MOVED_EVENT_TYPE_0_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES!r}")
