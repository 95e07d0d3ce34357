from typing import Literal

FoundationsOfRomeConsulControlPassedEventType = Literal['consul_control_passed']

FOUNDATIONS_OF_ROME_CONSUL_CONTROL_PASSED_EVENT_TYPE_VALUES: set[FoundationsOfRomeConsulControlPassedEventType] = { 'consul_control_passed',  }

def check_foundations_of_rome_consul_control_passed_event_type(value: str) -> FoundationsOfRomeConsulControlPassedEventType:
    if value in FOUNDATIONS_OF_ROME_CONSUL_CONTROL_PASSED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_CONTROL_PASSED_EVENT_TYPE_VALUES!r}")
