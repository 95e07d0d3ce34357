from typing import Literal

GloomhavenConditionsRemovedEventFigureType0ItemType0 = Literal['character']

GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenConditionsRemovedEventFigureType0ItemType0] = { 'character',  }

def check_gloomhaven_conditions_removed_event_figure_type_0_item_type_0(value: str) -> GloomhavenConditionsRemovedEventFigureType0ItemType0:
    if value in GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES!r}")
