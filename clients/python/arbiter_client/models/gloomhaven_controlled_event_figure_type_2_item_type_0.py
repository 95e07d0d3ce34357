from typing import Literal

GloomhavenControlledEventFigureType2ItemType0 = Literal['monster']

GLOOMHAVEN_CONTROLLED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES: set[GloomhavenControlledEventFigureType2ItemType0] = { 'monster',  }

def check_gloomhaven_controlled_event_figure_type_2_item_type_0(value: str) -> GloomhavenControlledEventFigureType2ItemType0:
    if value in GLOOMHAVEN_CONTROLLED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONTROLLED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES!r}")
