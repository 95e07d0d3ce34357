from typing import Literal

GloomhavenConditionsRemovedEventFigureType2ItemType0 = Literal['monster']

GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES: set[GloomhavenConditionsRemovedEventFigureType2ItemType0] = { 'monster',  }

def check_gloomhaven_conditions_removed_event_figure_type_2_item_type_0(value: str) -> GloomhavenConditionsRemovedEventFigureType2ItemType0:
    if value in GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES!r}")
