from typing import Literal

GloomhavenConditionsAddedEventFigureType0ItemType0 = Literal['character']

GLOOMHAVEN_CONDITIONS_ADDED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenConditionsAddedEventFigureType0ItemType0] = { 'character',  }

def check_gloomhaven_conditions_added_event_figure_type_0_item_type_0(value: str) -> GloomhavenConditionsAddedEventFigureType0ItemType0:
    if value in GLOOMHAVEN_CONDITIONS_ADDED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONDITIONS_ADDED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES!r}")
