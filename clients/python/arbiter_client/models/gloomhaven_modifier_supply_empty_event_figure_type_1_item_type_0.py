from typing import Literal

GloomhavenModifierSupplyEmptyEventFigureType1ItemType0 = Literal['summon']

GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES: set[GloomhavenModifierSupplyEmptyEventFigureType1ItemType0] = { 'summon',  }

def check_gloomhaven_modifier_supply_empty_event_figure_type_1_item_type_0(value: str) -> GloomhavenModifierSupplyEmptyEventFigureType1ItemType0:
    if value in GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_FIGURE_TYPE_1_ITEM_TYPE_0_VALUES!r}")
