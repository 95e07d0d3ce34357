from typing import Literal

FoundationsOfRomeInvocationDrawnEventType = Literal['invocation_drawn']

FOUNDATIONS_OF_ROME_INVOCATION_DRAWN_EVENT_TYPE_VALUES: set[FoundationsOfRomeInvocationDrawnEventType] = { 'invocation_drawn',  }

def check_foundations_of_rome_invocation_drawn_event_type(value: str) -> FoundationsOfRomeInvocationDrawnEventType:
    if value in FOUNDATIONS_OF_ROME_INVOCATION_DRAWN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_INVOCATION_DRAWN_EVENT_TYPE_VALUES!r}")
