from typing import Literal

FoundationsOfRomeTradeMadeEventType = Literal['trade_made']

FOUNDATIONS_OF_ROME_TRADE_MADE_EVENT_TYPE_VALUES: set[FoundationsOfRomeTradeMadeEventType] = { 'trade_made',  }

def check_foundations_of_rome_trade_made_event_type(value: str) -> FoundationsOfRomeTradeMadeEventType:
    if value in FOUNDATIONS_OF_ROME_TRADE_MADE_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_TRADE_MADE_EVENT_TYPE_VALUES!r}")
