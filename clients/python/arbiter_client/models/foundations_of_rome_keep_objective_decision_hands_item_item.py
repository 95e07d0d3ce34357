from typing import Literal

FoundationsOfRomeKeepObjectiveDecisionHandsItemItem = Literal['balanced_city', 'bold', 'city_block', 'city_walls', 'civic_pride', 'crowded_streets', 'enterprising', 'expansive', 'first_citizen', 'frugal', 'grand_designs', 'industrious', 'land_baron', 'landed', 'landlord', 'market_square', 'master_builder', 'mercantile', 'merchant_quarter', 'metropolis', 'neighbourhood', 'patrician', 'philosophical', 'pious', 'popular', 'prudent', 'settled', 'shrewd', 'tenements', 'tidy_plans', 'trade_routes', 'urban_sprawl', 'wealthy']

FOUNDATIONS_OF_ROME_KEEP_OBJECTIVE_DECISION_HANDS_ITEM_ITEM_VALUES: set[FoundationsOfRomeKeepObjectiveDecisionHandsItemItem] = { 'balanced_city', 'bold', 'city_block', 'city_walls', 'civic_pride', 'crowded_streets', 'enterprising', 'expansive', 'first_citizen', 'frugal', 'grand_designs', 'industrious', 'land_baron', 'landed', 'landlord', 'market_square', 'master_builder', 'mercantile', 'merchant_quarter', 'metropolis', 'neighbourhood', 'patrician', 'philosophical', 'pious', 'popular', 'prudent', 'settled', 'shrewd', 'tenements', 'tidy_plans', 'trade_routes', 'urban_sprawl', 'wealthy',  }

def check_foundations_of_rome_keep_objective_decision_hands_item_item(value: str) -> FoundationsOfRomeKeepObjectiveDecisionHandsItemItem:
    if value in FOUNDATIONS_OF_ROME_KEEP_OBJECTIVE_DECISION_HANDS_ITEM_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_KEEP_OBJECTIVE_DECISION_HANDS_ITEM_ITEM_VALUES!r}")
