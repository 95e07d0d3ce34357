from typing import Literal

GloomhavenMovedEventType2FigureItemType0 = Literal['summon']

GLOOMHAVEN_MOVED_EVENT_TYPE_2_FIGURE_ITEM_TYPE_0_VALUES: set[GloomhavenMovedEventType2FigureItemType0] = { 'summon',  }

def check_gloomhaven_moved_event_type_2_figure_item_type_0(value: str) -> GloomhavenMovedEventType2FigureItemType0:
    if value in GLOOMHAVEN_MOVED_EVENT_TYPE_2_FIGURE_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MOVED_EVENT_TYPE_2_FIGURE_ITEM_TYPE_0_VALUES!r}")
