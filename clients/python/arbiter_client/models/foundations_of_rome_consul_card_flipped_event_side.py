from typing import Literal

FoundationsOfRomeConsulCardFlippedEventSide = Literal['PLANNING', 'READY']

FOUNDATIONS_OF_ROME_CONSUL_CARD_FLIPPED_EVENT_SIDE_VALUES: set[FoundationsOfRomeConsulCardFlippedEventSide] = { 'PLANNING', 'READY',  }

def check_foundations_of_rome_consul_card_flipped_event_side(value: str) -> FoundationsOfRomeConsulCardFlippedEventSide:
    if value in FOUNDATIONS_OF_ROME_CONSUL_CARD_FLIPPED_EVENT_SIDE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_CARD_FLIPPED_EVENT_SIDE_VALUES!r}")
