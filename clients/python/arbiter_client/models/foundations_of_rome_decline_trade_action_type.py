from typing import Literal

FoundationsOfRomeDeclineTradeActionType = Literal['decline_trade']

FOUNDATIONS_OF_ROME_DECLINE_TRADE_ACTION_TYPE_VALUES: set[FoundationsOfRomeDeclineTradeActionType] = { 'decline_trade',  }

def check_foundations_of_rome_decline_trade_action_type(value: str) -> FoundationsOfRomeDeclineTradeActionType:
    if value in FOUNDATIONS_OF_ROME_DECLINE_TRADE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DECLINE_TRADE_ACTION_TYPE_VALUES!r}")
