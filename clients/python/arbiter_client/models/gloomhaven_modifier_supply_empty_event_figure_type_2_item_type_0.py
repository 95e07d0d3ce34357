from typing import Literal

GloomhavenModifierSupplyEmptyEventFigureType2ItemType0 = Literal['monster']

GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES: set[GloomhavenModifierSupplyEmptyEventFigureType2ItemType0] = { 'monster',  }

def check_gloomhaven_modifier_supply_empty_event_figure_type_2_item_type_0(value: str) -> GloomhavenModifierSupplyEmptyEventFigureType2ItemType0:
    if value in GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_FIGURE_TYPE_2_ITEM_TYPE_0_VALUES!r}")
