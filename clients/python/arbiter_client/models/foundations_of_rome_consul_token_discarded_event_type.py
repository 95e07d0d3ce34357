from typing import Literal

FoundationsOfRomeConsulTokenDiscardedEventType = Literal['consul_token_discarded']

FOUNDATIONS_OF_ROME_CONSUL_TOKEN_DISCARDED_EVENT_TYPE_VALUES: set[FoundationsOfRomeConsulTokenDiscardedEventType] = { 'consul_token_discarded',  }

def check_foundations_of_rome_consul_token_discarded_event_type(value: str) -> FoundationsOfRomeConsulTokenDiscardedEventType:
    if value in FOUNDATIONS_OF_ROME_CONSUL_TOKEN_DISCARDED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_TOKEN_DISCARDED_EVENT_TYPE_VALUES!r}")
