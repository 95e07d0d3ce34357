from typing import Literal

GloomhavenCardDiscardedEventType = Literal['card_discarded']

GLOOMHAVEN_CARD_DISCARDED_EVENT_TYPE_VALUES: set[GloomhavenCardDiscardedEventType] = { 'card_discarded',  }

def check_gloomhaven_card_discarded_event_type(value: str) -> GloomhavenCardDiscardedEventType:
    if value in GLOOMHAVEN_CARD_DISCARDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_CARD_DISCARDED_EVENT_TYPE_VALUES!r}")
