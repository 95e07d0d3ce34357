from typing import Literal

FoundationsOfRomeInvocationBoughtEventInvocation = Literal['architects_vision', 'blessing_of_jupiter', 'busy_forum', 'ceres_harvest', 'double_petition', 'exchange_of_deeds', 'favour_of_ceres', 'favour_of_the_senate', 'fertile_lands', 'generous_patron', 'gift_of_land', 'grant_of_romulus', 'household_gods', 'laurel_wreath', 'market_day', 'mercurys_purse', 'swift_hands', 'temple_offering', 'tribute', 'vulcans_forge']

FOUNDATIONS_OF_ROME_INVOCATION_BOUGHT_EVENT_INVOCATION_VALUES: set[FoundationsOfRomeInvocationBoughtEventInvocation] = { 'architects_vision', 'blessing_of_jupiter', 'busy_forum', 'ceres_harvest', 'double_petition', 'exchange_of_deeds', 'favour_of_ceres', 'favour_of_the_senate', 'fertile_lands', 'generous_patron', 'gift_of_land', 'grant_of_romulus', 'household_gods', 'laurel_wreath', 'market_day', 'mercurys_purse', 'swift_hands', 'temple_offering', 'tribute', 'vulcans_forge',  }

def check_foundations_of_rome_invocation_bought_event_invocation(value: str) -> FoundationsOfRomeInvocationBoughtEventInvocation:
    if value in FOUNDATIONS_OF_ROME_INVOCATION_BOUGHT_EVENT_INVOCATION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_INVOCATION_BOUGHT_EVENT_INVOCATION_VALUES!r}")
