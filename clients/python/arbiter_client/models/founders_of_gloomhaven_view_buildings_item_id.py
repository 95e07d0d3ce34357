from typing import Literal

FoundersOfGloomhavenViewBuildingsItemId = Literal['barracks', 'bazaar', 'city_hall', 'clocktower', 'gatehouse_south', 'gatehouse_west', 'ghost_fortress', 'great_library', 'guild_hall', 'harbour', 'jewelers_exchange', 'lighthouse', 'market_square', 'merchants_guild', 'salt_barrel', 'soldiers_garrison', 'tannery', 'temple_great_oak', 'university', 'weavers_hall', 'workhouse']

FOUNDERS_OF_GLOOMHAVEN_VIEW_BUILDINGS_ITEM_ID_VALUES: set[FoundersOfGloomhavenViewBuildingsItemId] = { 'barracks', 'bazaar', 'city_hall', 'clocktower', 'gatehouse_south', 'gatehouse_west', 'ghost_fortress', 'great_library', 'guild_hall', 'harbour', 'jewelers_exchange', 'lighthouse', 'market_square', 'merchants_guild', 'salt_barrel', 'soldiers_garrison', 'tannery', 'temple_great_oak', 'university', 'weavers_hall', 'workhouse',  }

def check_founders_of_gloomhaven_view_buildings_item_id(value: str) -> FoundersOfGloomhavenViewBuildingsItemId:
    if value in FOUNDERS_OF_GLOOMHAVEN_VIEW_BUILDINGS_ITEM_ID_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_VIEW_BUILDINGS_ITEM_ID_VALUES!r}")
