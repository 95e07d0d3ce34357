from typing import Literal

FoundationsOfRomeDeedDealtEventType = Literal['deed_dealt']

FOUNDATIONS_OF_ROME_DEED_DEALT_EVENT_TYPE_VALUES: set[FoundationsOfRomeDeedDealtEventType] = { 'deed_dealt',  }

def check_foundations_of_rome_deed_dealt_event_type(value: str) -> FoundationsOfRomeDeedDealtEventType:
    if value in FOUNDATIONS_OF_ROME_DEED_DEALT_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DEED_DEALT_EVENT_TYPE_VALUES!r}")
