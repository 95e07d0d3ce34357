from typing import Literal

FoundationsOfRomeConstructActionBuilding = Literal['artisan_forum_l', 'artisan_forum_long', 'bakery', 'domus', 'domus_maxima', 'foundry_long', 'foundry_square', 'fountain', 'garden', 'grand_insula_long', 'grand_insula_square', 'insula_l', 'insula_long', 'library', 'luxury_garden', 'majestic_fountain', 'market', 'marketplace', 'pottery_studio', 'resplendent_library']

FOUNDATIONS_OF_ROME_CONSTRUCT_ACTION_BUILDING_VALUES: set[FoundationsOfRomeConstructActionBuilding] = { 'artisan_forum_l', 'artisan_forum_long', 'bakery', 'domus', 'domus_maxima', 'foundry_long', 'foundry_square', 'fountain', 'garden', 'grand_insula_long', 'grand_insula_square', 'insula_l', 'insula_long', 'library', 'luxury_garden', 'majestic_fountain', 'market', 'marketplace', 'pottery_studio', 'resplendent_library',  }

def check_foundations_of_rome_construct_action_building(value: str) -> FoundationsOfRomeConstructActionBuilding:
    if value in FOUNDATIONS_OF_ROME_CONSTRUCT_ACTION_BUILDING_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSTRUCT_ACTION_BUILDING_VALUES!r}")
