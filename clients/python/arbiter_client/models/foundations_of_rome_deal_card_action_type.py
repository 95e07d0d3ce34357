from typing import Literal

FoundationsOfRomeDealCardActionType = Literal['deal_card']

FOUNDATIONS_OF_ROME_DEAL_CARD_ACTION_TYPE_VALUES: set[FoundationsOfRomeDealCardActionType] = { 'deal_card',  }

def check_foundations_of_rome_deal_card_action_type(value: str) -> FoundationsOfRomeDealCardActionType:
    if value in FOUNDATIONS_OF_ROME_DEAL_CARD_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DEAL_CARD_ACTION_TYPE_VALUES!r}")
