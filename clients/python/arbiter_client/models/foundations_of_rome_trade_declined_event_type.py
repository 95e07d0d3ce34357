from typing import Literal

FoundationsOfRomeTradeDeclinedEventType = Literal['trade_declined']

FOUNDATIONS_OF_ROME_TRADE_DECLINED_EVENT_TYPE_VALUES: set[FoundationsOfRomeTradeDeclinedEventType] = { 'trade_declined',  }

def check_foundations_of_rome_trade_declined_event_type(value: str) -> FoundationsOfRomeTradeDeclinedEventType:
    if value in FOUNDATIONS_OF_ROME_TRADE_DECLINED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_TRADE_DECLINED_EVENT_TYPE_VALUES!r}")
