from typing import Literal

GloomhavenModifierSupplyEmptyEventFigureType3ItemType0 = Literal['escort']

GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES: set[GloomhavenModifierSupplyEmptyEventFigureType3ItemType0] = { 'escort',  }

def check_gloomhaven_modifier_supply_empty_event_figure_type_3_item_type_0(value: str) -> GloomhavenModifierSupplyEmptyEventFigureType3ItemType0:
    if value in GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_FIGURE_TYPE_3_ITEM_TYPE_0_VALUES!r}")
