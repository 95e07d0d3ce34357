from typing import Literal

FoundersOfGloomhavenStateProposalsItemType0 = Literal['barracks', 'bazaar', 'city_hall', 'clocktower', 'gatehouse_south', 'gatehouse_west', 'ghost_fortress', 'great_library', 'guild_hall', 'harbour', 'jewelers_exchange', 'lighthouse', 'market_square', 'merchants_guild', 'salt_barrel', 'soldiers_garrison', 'tannery', 'temple_great_oak', 'university', 'weavers_hall', 'workhouse']

FOUNDERS_OF_GLOOMHAVEN_STATE_PROPOSALS_ITEM_TYPE_0_VALUES: set[FoundersOfGloomhavenStateProposalsItemType0] = { 'barracks', 'bazaar', 'city_hall', 'clocktower', 'gatehouse_south', 'gatehouse_west', 'ghost_fortress', 'great_library', 'guild_hall', 'harbour', 'jewelers_exchange', 'lighthouse', 'market_square', 'merchants_guild', 'salt_barrel', 'soldiers_garrison', 'tannery', 'temple_great_oak', 'university', 'weavers_hall', 'workhouse',  }

def check_founders_of_gloomhaven_state_proposals_item_type_0(value: str) -> FoundersOfGloomhavenStateProposalsItemType0:
    if value in FOUNDERS_OF_GLOOMHAVEN_STATE_PROPOSALS_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_STATE_PROPOSALS_ITEM_TYPE_0_VALUES!r}")
