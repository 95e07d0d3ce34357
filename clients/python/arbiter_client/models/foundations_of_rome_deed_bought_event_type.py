from typing import Literal

FoundationsOfRomeDeedBoughtEventType = Literal['deed_bought']

FOUNDATIONS_OF_ROME_DEED_BOUGHT_EVENT_TYPE_VALUES: set[FoundationsOfRomeDeedBoughtEventType] = { 'deed_bought',  }

def check_foundations_of_rome_deed_bought_event_type(value: str) -> FoundationsOfRomeDeedBoughtEventType:
    if value in FOUNDATIONS_OF_ROME_DEED_BOUGHT_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DEED_BOUGHT_EVENT_TYPE_VALUES!r}")
