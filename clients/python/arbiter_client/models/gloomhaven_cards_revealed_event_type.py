from typing import Literal

GloomhavenCardsRevealedEventType = Literal['cards_revealed']

GLOOMHAVEN_CARDS_REVEALED_EVENT_TYPE_VALUES: set[GloomhavenCardsRevealedEventType] = { 'cards_revealed',  }

def check_gloomhaven_cards_revealed_event_type(value: str) -> GloomhavenCardsRevealedEventType:
    if value in GLOOMHAVEN_CARDS_REVEALED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CARDS_REVEALED_EVENT_TYPE_VALUES!r}")
