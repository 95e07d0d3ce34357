from typing import Literal

FoundationsOfRomeBuildingPlacedEventType = Literal['building_placed']

FOUNDATIONS_OF_ROME_BUILDING_PLACED_EVENT_TYPE_VALUES: set[FoundationsOfRomeBuildingPlacedEventType] = { 'building_placed',  }

def check_foundations_of_rome_building_placed_event_type(value: str) -> FoundationsOfRomeBuildingPlacedEventType:
    if value in FOUNDATIONS_OF_ROME_BUILDING_PLACED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_BUILDING_PLACED_EVENT_TYPE_VALUES!r}")
