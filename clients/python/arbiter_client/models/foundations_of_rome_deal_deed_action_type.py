from typing import Literal

FoundationsOfRomeDealDeedActionType = Literal['deal_deed']

FOUNDATIONS_OF_ROME_DEAL_DEED_ACTION_TYPE_VALUES: set[FoundationsOfRomeDealDeedActionType] = { 'deal_deed',  }

def check_foundations_of_rome_deal_deed_action_type(value: str) -> FoundationsOfRomeDealDeedActionType:
    if value in FOUNDATIONS_OF_ROME_DEAL_DEED_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DEAL_DEED_ACTION_TYPE_VALUES!r}")
