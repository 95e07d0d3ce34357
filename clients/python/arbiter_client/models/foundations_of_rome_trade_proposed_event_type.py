from typing import Literal

FoundationsOfRomeTradeProposedEventType = Literal['trade_proposed']

FOUNDATIONS_OF_ROME_TRADE_PROPOSED_EVENT_TYPE_VALUES: set[FoundationsOfRomeTradeProposedEventType] = { 'trade_proposed',  }

def check_foundations_of_rome_trade_proposed_event_type(value: str) -> FoundationsOfRomeTradeProposedEventType:
    if value in FOUNDATIONS_OF_ROME_TRADE_PROPOSED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_TRADE_PROPOSED_EVENT_TYPE_VALUES!r}")
