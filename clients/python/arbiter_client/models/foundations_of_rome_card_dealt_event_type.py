from typing import Literal

FoundationsOfRomeCardDealtEventType = Literal['card_dealt']

FOUNDATIONS_OF_ROME_CARD_DEALT_EVENT_TYPE_VALUES: set[FoundationsOfRomeCardDealtEventType] = { 'card_dealt',  }

def check_foundations_of_rome_card_dealt_event_type(value: str) -> FoundationsOfRomeCardDealtEventType:
    if value in FOUNDATIONS_OF_ROME_CARD_DEALT_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CARD_DEALT_EVENT_TYPE_VALUES!r}")
