from typing import Literal

FoundationsOfRomeInvocationsViewOngoingItem = Literal['architects_vision', 'blessing_of_jupiter', 'busy_forum', 'ceres_harvest', 'double_petition', 'exchange_of_deeds', 'favour_of_ceres', 'favour_of_the_senate', 'fertile_lands', 'generous_patron', 'gift_of_land', 'grant_of_romulus', 'household_gods', 'laurel_wreath', 'market_day', 'mercurys_purse', 'swift_hands', 'temple_offering', 'tribute', 'vulcans_forge']

FOUNDATIONS_OF_ROME_INVOCATIONS_VIEW_ONGOING_ITEM_VALUES: set[FoundationsOfRomeInvocationsViewOngoingItem] = { 'architects_vision', 'blessing_of_jupiter', 'busy_forum', 'ceres_harvest', 'double_petition', 'exchange_of_deeds', 'favour_of_ceres', 'favour_of_the_senate', 'fertile_lands', 'generous_patron', 'gift_of_land', 'grant_of_romulus', 'household_gods', 'laurel_wreath', 'market_day', 'mercurys_purse', 'swift_hands', 'temple_offering', 'tribute', 'vulcans_forge',  }

def check_foundations_of_rome_invocations_view_ongoing_item(value: str) -> FoundationsOfRomeInvocationsViewOngoingItem:
    if value in FOUNDATIONS_OF_ROME_INVOCATIONS_VIEW_ONGOING_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_INVOCATIONS_VIEW_ONGOING_ITEM_VALUES!r}")
