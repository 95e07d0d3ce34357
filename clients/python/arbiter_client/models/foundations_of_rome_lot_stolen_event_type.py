from typing import Literal

FoundationsOfRomeLotStolenEventType = Literal['lot_stolen']

FOUNDATIONS_OF_ROME_LOT_STOLEN_EVENT_TYPE_VALUES: set[FoundationsOfRomeLotStolenEventType] = { 'lot_stolen',  }

def check_foundations_of_rome_lot_stolen_event_type(value: str) -> FoundationsOfRomeLotStolenEventType:
    if value in FOUNDATIONS_OF_ROME_LOT_STOLEN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_LOT_STOLEN_EVENT_TYPE_VALUES!r}")
