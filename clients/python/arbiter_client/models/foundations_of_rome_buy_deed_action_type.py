from typing import Literal

FoundationsOfRomeBuyDeedActionType = Literal['buy_deed']

FOUNDATIONS_OF_ROME_BUY_DEED_ACTION_TYPE_VALUES: set[FoundationsOfRomeBuyDeedActionType] = { 'buy_deed',  }

def check_foundations_of_rome_buy_deed_action_type(value: str) -> FoundationsOfRomeBuyDeedActionType:
    if value in FOUNDATIONS_OF_ROME_BUY_DEED_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_BUY_DEED_ACTION_TYPE_VALUES!r}")
