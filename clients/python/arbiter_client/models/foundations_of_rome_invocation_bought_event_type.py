from typing import Literal

FoundationsOfRomeInvocationBoughtEventType = Literal['invocation_bought']

FOUNDATIONS_OF_ROME_INVOCATION_BOUGHT_EVENT_TYPE_VALUES: set[FoundationsOfRomeInvocationBoughtEventType] = { 'invocation_bought',  }

def check_foundations_of_rome_invocation_bought_event_type(value: str) -> FoundationsOfRomeInvocationBoughtEventType:
    if value in FOUNDATIONS_OF_ROME_INVOCATION_BOUGHT_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_INVOCATION_BOUGHT_EVENT_TYPE_VALUES!r}")
