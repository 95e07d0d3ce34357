from typing import Literal

GloomhavenRetaliatedEventFigureType0ItemType0 = Literal['character']

GLOOMHAVEN_RETALIATED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenRetaliatedEventFigureType0ItemType0] = { 'character',  }

def check_gloomhaven_retaliated_event_figure_type_0_item_type_0(value: str) -> GloomhavenRetaliatedEventFigureType0ItemType0:
    if value in GLOOMHAVEN_RETALIATED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RETALIATED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES!r}")
