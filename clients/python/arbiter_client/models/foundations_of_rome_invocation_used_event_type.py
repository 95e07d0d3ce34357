from typing import Literal

FoundationsOfRomeInvocationUsedEventType = Literal['invocation_used']

FOUNDATIONS_OF_ROME_INVOCATION_USED_EVENT_TYPE_VALUES: set[FoundationsOfRomeInvocationUsedEventType] = { 'invocation_used',  }

def check_foundations_of_rome_invocation_used_event_type(value: str) -> FoundationsOfRomeInvocationUsedEventType:
    if value in FOUNDATIONS_OF_ROME_INVOCATION_USED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_INVOCATION_USED_EVENT_TYPE_VALUES!r}")
