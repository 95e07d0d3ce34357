from typing import Literal

FoundationsOfRomeConsulCardFlippedEventType = Literal['consul_card_flipped']

FOUNDATIONS_OF_ROME_CONSUL_CARD_FLIPPED_EVENT_TYPE_VALUES: set[FoundationsOfRomeConsulCardFlippedEventType] = { 'consul_card_flipped',  }

def check_foundations_of_rome_consul_card_flipped_event_type(value: str) -> FoundationsOfRomeConsulCardFlippedEventType:
    if value in FOUNDATIONS_OF_ROME_CONSUL_CARD_FLIPPED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_CARD_FLIPPED_EVENT_TYPE_VALUES!r}")
