from typing import Literal

FoundationsOfRomeConsulTokenPlacedEventType = Literal['consul_token_placed']

FOUNDATIONS_OF_ROME_CONSUL_TOKEN_PLACED_EVENT_TYPE_VALUES: set[FoundationsOfRomeConsulTokenPlacedEventType] = { 'consul_token_placed',  }

def check_foundations_of_rome_consul_token_placed_event_type(value: str) -> FoundationsOfRomeConsulTokenPlacedEventType:
    if value in FOUNDATIONS_OF_ROME_CONSUL_TOKEN_PLACED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_TOKEN_PLACED_EVENT_TYPE_VALUES!r}")
