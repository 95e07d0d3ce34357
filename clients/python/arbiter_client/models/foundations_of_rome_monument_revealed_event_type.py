from typing import Literal

FoundationsOfRomeMonumentRevealedEventType = Literal['monument_revealed']

FOUNDATIONS_OF_ROME_MONUMENT_REVEALED_EVENT_TYPE_VALUES: set[FoundationsOfRomeMonumentRevealedEventType] = { 'monument_revealed',  }

def check_foundations_of_rome_monument_revealed_event_type(value: str) -> FoundationsOfRomeMonumentRevealedEventType:
    if value in FOUNDATIONS_OF_ROME_MONUMENT_REVEALED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_MONUMENT_REVEALED_EVENT_TYPE_VALUES!r}")
