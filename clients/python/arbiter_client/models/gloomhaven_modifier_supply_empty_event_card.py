from typing import Literal

GloomhavenModifierSupplyEmptyEventCard = Literal['bless', 'curse']

GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_CARD_VALUES: set[GloomhavenModifierSupplyEmptyEventCard] = { 'bless', 'curse',  }

def check_gloomhaven_modifier_supply_empty_event_card(value: str) -> GloomhavenModifierSupplyEmptyEventCard:
    if value in GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_CARD_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MODIFIER_SUPPLY_EMPTY_EVENT_CARD_VALUES!r}")
