from typing import Literal

GloomhavenModifierSupplyEmptyEventFigureType0ItemType0 = Literal['character']

GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES: set[GloomhavenModifierSupplyEmptyEventFigureType0ItemType0] = { 'character',  }

def check_gloomhaven_modifier_supply_empty_event_figure_type_0_item_type_0(value: str) -> GloomhavenModifierSupplyEmptyEventFigureType0ItemType0:
    if value in GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_FIGURE_TYPE_0_ITEM_TYPE_0_VALUES!r}")
