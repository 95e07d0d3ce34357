from typing import Literal

GloomhavenRetaliatedEventFigureType1ItemType0 = Literal['summon']

GLOOMHAVEN_RETALIATED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES: set[GloomhavenRetaliatedEventFigureType1ItemType0] = { 'summon',  }

def check_gloomhaven_retaliated_event_figure_type_1_item_type_0(value: str) -> GloomhavenRetaliatedEventFigureType1ItemType0:
    if value in GLOOMHAVEN_RETALIATED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RETALIATED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES!r}")
