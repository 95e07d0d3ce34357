from typing import Literal

GloomhavenConditionsRemovedEventFigureType1ItemType0 = Literal['summon']

GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES: set[GloomhavenConditionsRemovedEventFigureType1ItemType0] = { 'summon',  }

def check_gloomhaven_conditions_removed_event_figure_type_1_item_type_0(value: str) -> GloomhavenConditionsRemovedEventFigureType1ItemType0:
    if value in GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CONDITIONS_REMOVED_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES!r}")
