from typing import Literal

FoundationsOfRomeCivicScoreBuilding = Literal['artisan_forum_l', 'artisan_forum_long', 'bakery', 'domus', 'domus_maxima', 'foundry_long', 'foundry_square', 'fountain', 'garden', 'grand_insula_long', 'grand_insula_square', 'insula_l', 'insula_long', 'library', 'luxury_garden', 'majestic_fountain', 'market', 'marketplace', 'pottery_studio', 'resplendent_library']

FOUNDATIONS_OF_ROME_CIVIC_SCORE_BUILDING_VALUES: set[FoundationsOfRomeCivicScoreBuilding] = { 'artisan_forum_l', 'artisan_forum_long', 'bakery', 'domus', 'domus_maxima', 'foundry_long', 'foundry_square', 'fountain', 'garden', 'grand_insula_long', 'grand_insula_square', 'insula_l', 'insula_long', 'library', 'luxury_garden', 'majestic_fountain', 'market', 'marketplace', 'pottery_studio', 'resplendent_library',  }

def check_foundations_of_rome_civic_score_building(value: str) -> FoundationsOfRomeCivicScoreBuilding:
    if value in FOUNDATIONS_OF_ROME_CIVIC_SCORE_BUILDING_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CIVIC_SCORE_BUILDING_VALUES!r}")
