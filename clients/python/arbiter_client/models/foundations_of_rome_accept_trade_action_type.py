from typing import Literal

FoundationsOfRomeAcceptTradeActionType = Literal['accept_trade']

FOUNDATIONS_OF_ROME_ACCEPT_TRADE_ACTION_TYPE_VALUES: set[FoundationsOfRomeAcceptTradeActionType] = { 'accept_trade',  }

def check_foundations_of_rome_accept_trade_action_type(value: str) -> FoundationsOfRomeAcceptTradeActionType:
    if value in FOUNDATIONS_OF_ROME_ACCEPT_TRADE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_ACCEPT_TRADE_ACTION_TYPE_VALUES!r}")
