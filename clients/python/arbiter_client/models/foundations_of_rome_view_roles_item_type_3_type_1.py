from typing import Literal

FoundationsOfRomeViewRolesItemType3Type1 = Literal['balanced_city', 'bold', 'city_block', 'city_walls', 'civic_pride', 'crowded_streets', 'enterprising', 'expansive', 'first_citizen', 'frugal', 'grand_designs', 'industrious', 'land_baron', 'landed', 'landlord', 'market_square', 'master_builder', 'mercantile', 'merchant_quarter', 'metropolis', 'neighbourhood', 'patrician', 'philosophical', 'pious', 'popular', 'prudent', 'settled', 'shrewd', 'tenements', 'tidy_plans', 'trade_routes', 'urban_sprawl', 'wealthy']

FOUNDATIONS_OF_ROME_VIEW_ROLES_ITEM_TYPE_3_TYPE_1_VALUES: set[FoundationsOfRomeViewRolesItemType3Type1] = { 'balanced_city', 'bold', 'city_block', 'city_walls', 'civic_pride', 'crowded_streets', 'enterprising', 'expansive', 'first_citizen', 'frugal', 'grand_designs', 'industrious', 'land_baron', 'landed', 'landlord', 'market_square', 'master_builder', 'mercantile', 'merchant_quarter', 'metropolis', 'neighbourhood', 'patrician', 'philosophical', 'pious', 'popular', 'prudent', 'settled', 'shrewd', 'tenements', 'tidy_plans', 'trade_routes', 'urban_sprawl', 'wealthy',  }

def check_foundations_of_rome_view_roles_item_type_3_type_1(value: str) -> FoundationsOfRomeViewRolesItemType3Type1:
    if value in FOUNDATIONS_OF_ROME_VIEW_ROLES_ITEM_TYPE_3_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_VIEW_ROLES_ITEM_TYPE_3_TYPE_1_VALUES!r}")
