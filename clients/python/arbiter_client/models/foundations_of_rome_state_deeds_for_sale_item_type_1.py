from typing import Literal

FoundationsOfRomeStateDeedsForSaleItemType1 = Literal['architects_vision', 'blessing_of_jupiter', 'busy_forum', 'ceres_harvest', 'double_petition', 'exchange_of_deeds', 'favour_of_ceres', 'favour_of_the_senate', 'fertile_lands', 'generous_patron', 'gift_of_land', 'grant_of_romulus', 'household_gods', 'laurel_wreath', 'market_day', 'mercurys_purse', 'swift_hands', 'temple_offering', 'tribute', 'vulcans_forge']

FOUNDATIONS_OF_ROME_STATE_DEEDS_FOR_SALE_ITEM_TYPE_1_VALUES: set[FoundationsOfRomeStateDeedsForSaleItemType1] = { 'architects_vision', 'blessing_of_jupiter', 'busy_forum', 'ceres_harvest', 'double_petition', 'exchange_of_deeds', 'favour_of_ceres', 'favour_of_the_senate', 'fertile_lands', 'generous_patron', 'gift_of_land', 'grant_of_romulus', 'household_gods', 'laurel_wreath', 'market_day', 'mercurys_purse', 'swift_hands', 'temple_offering', 'tribute', 'vulcans_forge',  }

def check_foundations_of_rome_state_deeds_for_sale_item_type_1(value: str) -> FoundationsOfRomeStateDeedsForSaleItemType1:
    if value in FOUNDATIONS_OF_ROME_STATE_DEEDS_FOR_SALE_ITEM_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_STATE_DEEDS_FOR_SALE_ITEM_TYPE_1_VALUES!r}")
