from typing import Literal

FoundationsOfRomeConstructActionBuilding = Literal['artisan_forum_l', 'artisan_forum_long', 'bakery', 'circus_maximus', 'colosseum', 'domus', 'domus_maxima', 'forum_romanum', 'foundry_long', 'foundry_square', 'fountain', 'garden', 'grand_insula_long', 'grand_insula_square', 'imperial_harbor', 'insula_l', 'insula_long', 'library', 'lighthouse', 'luxury_garden', 'majestic_fountain', 'market', 'marketplace', 'pantheon', 'pottery_studio', 'regia', 'resplendent_library', 'royal_winery', 'statue_of_romulus', 'temple_of_apollo', 'temple_of_jupiter', 'temple_of_mars', 'temple_of_minerva', 'temple_of_neptune', 'temple_of_venus', 'temple_of_vulcan', 'tower_of_wonders', 'triumphal_arch', 'watchtower']

FOUNDATIONS_OF_ROME_CONSTRUCT_ACTION_BUILDING_VALUES: set[FoundationsOfRomeConstructActionBuilding] = { 'artisan_forum_l', 'artisan_forum_long', 'bakery', 'circus_maximus', 'colosseum', 'domus', 'domus_maxima', 'forum_romanum', 'foundry_long', 'foundry_square', 'fountain', 'garden', 'grand_insula_long', 'grand_insula_square', 'imperial_harbor', 'insula_l', 'insula_long', 'library', 'lighthouse', 'luxury_garden', 'majestic_fountain', 'market', 'marketplace', 'pantheon', 'pottery_studio', 'regia', 'resplendent_library', 'royal_winery', 'statue_of_romulus', 'temple_of_apollo', 'temple_of_jupiter', 'temple_of_mars', 'temple_of_minerva', 'temple_of_neptune', 'temple_of_venus', 'temple_of_vulcan', 'tower_of_wonders', 'triumphal_arch', 'watchtower',  }

def check_foundations_of_rome_construct_action_building(value: str) -> FoundationsOfRomeConstructActionBuilding:
    if value in FOUNDATIONS_OF_ROME_CONSTRUCT_ACTION_BUILDING_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSTRUCT_ACTION_BUILDING_VALUES!r}")
