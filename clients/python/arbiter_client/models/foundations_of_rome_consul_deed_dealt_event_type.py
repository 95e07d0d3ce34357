from typing import Literal

FoundationsOfRomeConsulDeedDealtEventType = Literal['consul_deed_dealt']

FOUNDATIONS_OF_ROME_CONSUL_DEED_DEALT_EVENT_TYPE_VALUES: set[FoundationsOfRomeConsulDeedDealtEventType] = { 'consul_deed_dealt',  }

def check_foundations_of_rome_consul_deed_dealt_event_type(value: str) -> FoundationsOfRomeConsulDeedDealtEventType:
    if value in FOUNDATIONS_OF_ROME_CONSUL_DEED_DEALT_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_DEED_DEALT_EVENT_TYPE_VALUES!r}")
