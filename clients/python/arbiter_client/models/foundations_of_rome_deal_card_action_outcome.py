from typing import Literal

FoundationsOfRomeDealCardActionOutcome = Literal['balanced_city', 'bold', 'city_block', 'city_walls', 'civic_pride', 'crowded_streets', 'enterprising', 'expansive', 'first_citizen', 'frugal', 'grand_designs', 'industrious', 'land_baron', 'landed', 'landlord', 'market_square', 'master_builder', 'mercantile', 'merchant_quarter', 'metropolis', 'neighbourhood', 'patrician', 'philosophical', 'pious', 'popular', 'prudent', 'settled', 'shrewd', 'tenements', 'tidy_plans', 'trade_routes', 'urban_sprawl', 'wealthy']

FOUNDATIONS_OF_ROME_DEAL_CARD_ACTION_OUTCOME_VALUES: set[FoundationsOfRomeDealCardActionOutcome] = { 'balanced_city', 'bold', 'city_block', 'city_walls', 'civic_pride', 'crowded_streets', 'enterprising', 'expansive', 'first_citizen', 'frugal', 'grand_designs', 'industrious', 'land_baron', 'landed', 'landlord', 'market_square', 'master_builder', 'mercantile', 'merchant_quarter', 'metropolis', 'neighbourhood', 'patrician', 'philosophical', 'pious', 'popular', 'prudent', 'settled', 'shrewd', 'tenements', 'tidy_plans', 'trade_routes', 'urban_sprawl', 'wealthy',  }

def check_foundations_of_rome_deal_card_action_outcome(value: str) -> FoundationsOfRomeDealCardActionOutcome:
    if value in FOUNDATIONS_OF_ROME_DEAL_CARD_ACTION_OUTCOME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DEAL_CARD_ACTION_OUTCOME_VALUES!r}")
