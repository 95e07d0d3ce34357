from typing import Literal

GloomhavenControlledEventFigureType3ItemType0 = Literal['escort']

GLOOMHAVEN_CONTROLLED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES: set[GloomhavenControlledEventFigureType3ItemType0] = { 'escort',  }

def check_gloomhaven_controlled_event_figure_type_3_item_type_0(value: str) -> GloomhavenControlledEventFigureType3ItemType0:
    if value in GLOOMHAVEN_CONTROLLED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONTROLLED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES!r}")
