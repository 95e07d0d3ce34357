from typing import Literal

GloomhavenHealedEventFigureType0ItemType0 = Literal['character']

GLOOMHAVEN_HEALED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenHealedEventFigureType0ItemType0] = { 'character',  }

def check_gloomhaven_healed_event_figure_type_0_item_type_0(value: str) -> GloomhavenHealedEventFigureType0ItemType0:
    if value in GLOOMHAVEN_HEALED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_HEALED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES!r}")
