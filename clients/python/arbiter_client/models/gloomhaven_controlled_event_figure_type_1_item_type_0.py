from typing import Literal

GloomhavenControlledEventFigureType1ItemType0 = Literal['summon']

GLOOMHAVEN_CONTROLLED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES: set[GloomhavenControlledEventFigureType1ItemType0] = { 'summon',  }

def check_gloomhaven_controlled_event_figure_type_1_item_type_0(value: str) -> GloomhavenControlledEventFigureType1ItemType0:
    if value in GLOOMHAVEN_CONTROLLED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONTROLLED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES!r}")
