from typing import Literal

FoundersOfGloomhavenDrawProposalActionOutcome = Literal['barracks', 'bazaar', 'city_hall', 'clocktower', 'gatehouse_south', 'gatehouse_west', 'ghost_fortress', 'great_library', 'guild_hall', 'harbour', 'jewelers_exchange', 'lighthouse', 'market_square', 'merchants_guild', 'salt_barrel', 'soldiers_garrison', 'tannery', 'temple_great_oak', 'university', 'weavers_hall', 'workhouse']

FOUNDERS_OF_GLOOMHAVEN_DRAW_PROPOSAL_ACTION_OUTCOME_VALUES: set[FoundersOfGloomhavenDrawProposalActionOutcome] = { 'barracks', 'bazaar', 'city_hall', 'clocktower', 'gatehouse_south', 'gatehouse_west', 'ghost_fortress', 'great_library', 'guild_hall', 'harbour', 'jewelers_exchange', 'lighthouse', 'market_square', 'merchants_guild', 'salt_barrel', 'soldiers_garrison', 'tannery', 'temple_great_oak', 'university', 'weavers_hall', 'workhouse',  }

def check_founders_of_gloomhaven_draw_proposal_action_outcome(value: str) -> FoundersOfGloomhavenDrawProposalActionOutcome:
    if value in FOUNDERS_OF_GLOOMHAVEN_DRAW_PROPOSAL_ACTION_OUTCOME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_DRAW_PROPOSAL_ACTION_OUTCOME_VALUES!r}")
