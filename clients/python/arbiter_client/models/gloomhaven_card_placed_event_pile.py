from typing import Literal

GloomhavenCardPlacedEventPile = Literal['active', 'discard', 'lost']

GLOOMHAVEN_CARD_PLACED_EVENT_PILE_VALUES: set[GloomhavenCardPlacedEventPile] = { 'active', 'discard', 'lost',  }

def check_gloomhaven_card_placed_event_pile(value: str) -> GloomhavenCardPlacedEventPile:
    if value in GLOOMHAVEN_CARD_PLACED_EVENT_PILE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CARD_PLACED_EVENT_PILE_VALUES!r}")
