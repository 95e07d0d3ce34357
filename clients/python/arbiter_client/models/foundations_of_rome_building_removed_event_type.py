from typing import Literal

FoundationsOfRomeBuildingRemovedEventType = Literal['building_removed']

FOUNDATIONS_OF_ROME_BUILDING_REMOVED_EVENT_TYPE_VALUES: set[FoundationsOfRomeBuildingRemovedEventType] = { 'building_removed',  }

def check_foundations_of_rome_building_removed_event_type(value: str) -> FoundationsOfRomeBuildingRemovedEventType:
    if value in FOUNDATIONS_OF_ROME_BUILDING_REMOVED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_BUILDING_REMOVED_EVENT_TYPE_VALUES!r}")
