from typing import Literal

FoundationsOfRomeConsulExhaustedEventType = Literal['consul_exhausted']

FOUNDATIONS_OF_ROME_CONSUL_EXHAUSTED_EVENT_TYPE_VALUES: set[FoundationsOfRomeConsulExhaustedEventType] = { 'consul_exhausted',  }

def check_foundations_of_rome_consul_exhausted_event_type(value: str) -> FoundationsOfRomeConsulExhaustedEventType:
    if value in FOUNDATIONS_OF_ROME_CONSUL_EXHAUSTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_EXHAUSTED_EVENT_TYPE_VALUES!r}")
