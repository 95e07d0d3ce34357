from typing import Literal

GloomhavenConditionsAddedEventFigureType3ItemType0 = Literal['escort']

GLOOMHAVEN_CONDITIONS_ADDED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES: set[GloomhavenConditionsAddedEventFigureType3ItemType0] = { 'escort',  }

def check_gloomhaven_conditions_added_event_figure_type_3_item_type_0(value: str) -> GloomhavenConditionsAddedEventFigureType3ItemType0:
    if value in GLOOMHAVEN_CONDITIONS_ADDED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONDITIONS_ADDED_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES!r}")
