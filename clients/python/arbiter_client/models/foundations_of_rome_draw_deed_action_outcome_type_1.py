from typing import Literal

FoundationsOfRomeDrawDeedActionOutcomeType1 = Literal['architects_vision', 'blessing_of_jupiter', 'busy_forum', 'ceres_harvest', 'double_petition', 'exchange_of_deeds', 'favour_of_ceres', 'favour_of_the_senate', 'fertile_lands', 'generous_patron', 'gift_of_land', 'grant_of_romulus', 'household_gods', 'laurel_wreath', 'market_day', 'mercurys_purse', 'swift_hands', 'temple_offering', 'tribute', 'vulcans_forge']

FOUNDATIONS_OF_ROME_DRAW_DEED_ACTION_OUTCOME_TYPE_1_VALUES: set[FoundationsOfRomeDrawDeedActionOutcomeType1] = { 'architects_vision', 'blessing_of_jupiter', 'busy_forum', 'ceres_harvest', 'double_petition', 'exchange_of_deeds', 'favour_of_ceres', 'favour_of_the_senate', 'fertile_lands', 'generous_patron', 'gift_of_land', 'grant_of_romulus', 'household_gods', 'laurel_wreath', 'market_day', 'mercurys_purse', 'swift_hands', 'temple_offering', 'tribute', 'vulcans_forge',  }

def check_foundations_of_rome_draw_deed_action_outcome_type_1(value: str) -> FoundationsOfRomeDrawDeedActionOutcomeType1:
    if value in FOUNDATIONS_OF_ROME_DRAW_DEED_ACTION_OUTCOME_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DRAW_DEED_ACTION_OUTCOME_TYPE_1_VALUES!r}")
