from typing import Literal

FoundationsOfRomeBuildingRemovedEventBuilding = Literal['artisan_forum_l', 'artisan_forum_long', 'bakery', 'domus', 'domus_maxima', 'foundry_long', 'foundry_square', 'fountain', 'garden', 'grand_insula_long', 'grand_insula_square', 'insula_l', 'insula_long', 'library', 'luxury_garden', 'majestic_fountain', 'market', 'marketplace', 'pottery_studio', 'resplendent_library']

FOUNDATIONS_OF_ROME_BUILDING_REMOVED_EVENT_BUILDING_VALUES: set[FoundationsOfRomeBuildingRemovedEventBuilding] = { 'artisan_forum_l', 'artisan_forum_long', 'bakery', 'domus', 'domus_maxima', 'foundry_long', 'foundry_square', 'fountain', 'garden', 'grand_insula_long', 'grand_insula_square', 'insula_l', 'insula_long', 'library', 'luxury_garden', 'majestic_fountain', 'market', 'marketplace', 'pottery_studio', 'resplendent_library',  }

def check_foundations_of_rome_building_removed_event_building(value: str) -> FoundationsOfRomeBuildingRemovedEventBuilding:
    if value in FOUNDATIONS_OF_ROME_BUILDING_REMOVED_EVENT_BUILDING_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_BUILDING_REMOVED_EVENT_BUILDING_VALUES!r}")
