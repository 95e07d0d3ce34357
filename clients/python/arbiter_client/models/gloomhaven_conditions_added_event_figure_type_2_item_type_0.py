from typing import Literal

GloomhavenConditionsAddedEventFigureType2ItemType0 = Literal['monster']

GLOOMHAVEN_CONDITIONS_ADDED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES: set[GloomhavenConditionsAddedEventFigureType2ItemType0] = { 'monster',  }

def check_gloomhaven_conditions_added_event_figure_type_2_item_type_0(value: str) -> GloomhavenConditionsAddedEventFigureType2ItemType0:
    if value in GLOOMHAVEN_CONDITIONS_ADDED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONDITIONS_ADDED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES!r}")
