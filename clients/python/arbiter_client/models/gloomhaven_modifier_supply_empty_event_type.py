from typing import Literal

GloomhavenModifierSupplyEmptyEventType = Literal['modifier_supply_empty']

GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_TYPE_VALUES: set[GloomhavenModifierSupplyEmptyEventType] = { 'modifier_supply_empty',  }

def check_gloomhaven_modifier_supply_empty_event_type(value: str) -> GloomhavenModifierSupplyEmptyEventType:
    if value in GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_TYPE_VALUES!r}")
