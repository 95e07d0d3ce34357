from typing import Literal

GloomhavenCardPlacedEventType = Literal['card_placed']

GLOOMHAVEN_CARD_PLACED_EVENT_TYPE_VALUES: set[GloomhavenCardPlacedEventType] = { 'card_placed',  }

def check_gloomhaven_card_placed_event_type(value: str) -> GloomhavenCardPlacedEventType:
    if value in GLOOMHAVEN_CARD_PLACED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CARD_PLACED_EVENT_TYPE_VALUES!r}")
