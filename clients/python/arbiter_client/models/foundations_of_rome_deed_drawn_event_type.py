from typing import Literal

FoundationsOfRomeDeedDrawnEventType = Literal['deed_drawn']

FOUNDATIONS_OF_ROME_DEED_DRAWN_EVENT_TYPE_VALUES: set[FoundationsOfRomeDeedDrawnEventType] = { 'deed_drawn',  }

def check_foundations_of_rome_deed_drawn_event_type(value: str) -> FoundationsOfRomeDeedDrawnEventType:
    if value in FOUNDATIONS_OF_ROME_DEED_DRAWN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DEED_DRAWN_EVENT_TYPE_VALUES!r}")
