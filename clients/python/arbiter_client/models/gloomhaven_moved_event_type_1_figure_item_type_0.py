from typing import Literal

GloomhavenMovedEventType1FigureItemType0 = Literal['monster']

GLOOMHAVEN_MOVED_EVENT_TYPE_1_FIGURE_ITEM_TYPE_0_VALUES: set[GloomhavenMovedEventType1FigureItemType0] = { 'monster',  }

def check_gloomhaven_moved_event_type_1_figure_item_type_0(value: str) -> GloomhavenMovedEventType1FigureItemType0:
    if value in GLOOMHAVEN_MOVED_EVENT_TYPE_1_FIGURE_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MOVED_EVENT_TYPE_1_FIGURE_ITEM_TYPE_0_VALUES!r}")
