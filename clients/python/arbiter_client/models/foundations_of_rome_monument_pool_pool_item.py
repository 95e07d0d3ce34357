from typing import Literal

FoundationsOfRomeMonumentPoolPoolItem = Literal['circus_maximus', 'colosseum', 'forum_romanum', 'imperial_harbor', 'lighthouse', 'pantheon', 'regia', 'royal_winery', 'statue_of_romulus', 'temple_of_apollo', 'temple_of_jupiter', 'temple_of_mars', 'temple_of_minerva', 'temple_of_neptune', 'temple_of_venus', 'temple_of_vulcan', 'tower_of_wonders', 'triumphal_arch', 'watchtower']

FOUNDATIONS_OF_ROME_MONUMENT_POOL_POOL_ITEM_VALUES: set[FoundationsOfRomeMonumentPoolPoolItem] = { 'circus_maximus', 'colosseum', 'forum_romanum', 'imperial_harbor', 'lighthouse', 'pantheon', 'regia', 'royal_winery', 'statue_of_romulus', 'temple_of_apollo', 'temple_of_jupiter', 'temple_of_mars', 'temple_of_minerva', 'temple_of_neptune', 'temple_of_venus', 'temple_of_vulcan', 'tower_of_wonders', 'triumphal_arch', 'watchtower',  }

def check_foundations_of_rome_monument_pool_pool_item(value: str) -> FoundationsOfRomeMonumentPoolPoolItem:
    if value in FOUNDATIONS_OF_ROME_MONUMENT_POOL_POOL_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_MONUMENT_POOL_POOL_ITEM_VALUES!r}")
