from typing import Literal

FoundationsOfRomeProposeTradeActionType = Literal['propose_trade']

FOUNDATIONS_OF_ROME_PROPOSE_TRADE_ACTION_TYPE_VALUES: set[FoundationsOfRomeProposeTradeActionType] = { 'propose_trade',  }

def check_foundations_of_rome_propose_trade_action_type(value: str) -> FoundationsOfRomeProposeTradeActionType:
    if value in FOUNDATIONS_OF_ROME_PROPOSE_TRADE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_PROPOSE_TRADE_ACTION_TYPE_VALUES!r}")
