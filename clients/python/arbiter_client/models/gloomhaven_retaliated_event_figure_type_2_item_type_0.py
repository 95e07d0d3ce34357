from typing import Literal

GloomhavenRetaliatedEventFigureType2ItemType0 = Literal['monster']

GLOOMHAVEN_RETALIATED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES: set[GloomhavenRetaliatedEventFigureType2ItemType0] = { 'monster',  }

def check_gloomhaven_retaliated_event_figure_type_2_item_type_0(value: str) -> GloomhavenRetaliatedEventFigureType2ItemType0:
    if value in GLOOMHAVEN_RETALIATED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RETALIATED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES!r}")
