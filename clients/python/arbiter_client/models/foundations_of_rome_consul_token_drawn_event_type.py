from typing import Literal

FoundationsOfRomeConsulTokenDrawnEventType = Literal['consul_token_drawn']

FOUNDATIONS_OF_ROME_CONSUL_TOKEN_DRAWN_EVENT_TYPE_VALUES: set[FoundationsOfRomeConsulTokenDrawnEventType] = { 'consul_token_drawn',  }

def check_foundations_of_rome_consul_token_drawn_event_type(value: str) -> FoundationsOfRomeConsulTokenDrawnEventType:
    if value in FOUNDATIONS_OF_ROME_CONSUL_TOKEN_DRAWN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_TOKEN_DRAWN_EVENT_TYPE_VALUES!r}")
