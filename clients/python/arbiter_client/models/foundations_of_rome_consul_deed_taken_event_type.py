from typing import Literal

FoundationsOfRomeConsulDeedTakenEventType = Literal['consul_deed_taken']

FOUNDATIONS_OF_ROME_CONSUL_DEED_TAKEN_EVENT_TYPE_VALUES: set[FoundationsOfRomeConsulDeedTakenEventType] = { 'consul_deed_taken',  }

def check_foundations_of_rome_consul_deed_taken_event_type(value: str) -> FoundationsOfRomeConsulDeedTakenEventType:
    if value in FOUNDATIONS_OF_ROME_CONSUL_DEED_TAKEN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_DEED_TAKEN_EVENT_TYPE_VALUES!r}")
