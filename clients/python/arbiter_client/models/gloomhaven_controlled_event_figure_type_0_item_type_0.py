from typing import Literal

GloomhavenControlledEventFigureType0ItemType0 = Literal['character']

GLOOMHAVEN_CONTROLLED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenControlledEventFigureType0ItemType0] = { 'character',  }

def check_gloomhaven_controlled_event_figure_type_0_item_type_0(value: str) -> GloomhavenControlledEventFigureType0ItemType0:
    if value in GLOOMHAVEN_CONTROLLED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONTROLLED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES!r}")
