from typing import Literal

FoundationsOfRomeDeedDraftedEventType = Literal['deed_drafted']

FOUNDATIONS_OF_ROME_DEED_DRAFTED_EVENT_TYPE_VALUES: set[FoundationsOfRomeDeedDraftedEventType] = { 'deed_drafted',  }

def check_foundations_of_rome_deed_drafted_event_type(value: str) -> FoundationsOfRomeDeedDraftedEventType:
    if value in FOUNDATIONS_OF_ROME_DEED_DRAFTED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DEED_DRAFTED_EVENT_TYPE_VALUES!r}")
