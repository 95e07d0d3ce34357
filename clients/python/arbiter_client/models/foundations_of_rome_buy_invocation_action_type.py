from typing import Literal

FoundationsOfRomeBuyInvocationActionType = Literal['buy_invocation']

FOUNDATIONS_OF_ROME_BUY_INVOCATION_ACTION_TYPE_VALUES: set[FoundationsOfRomeBuyInvocationActionType] = { 'buy_invocation',  }

def check_foundations_of_rome_buy_invocation_action_type(value: str) -> FoundationsOfRomeBuyInvocationActionType:
    if value in FOUNDATIONS_OF_ROME_BUY_INVOCATION_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_BUY_INVOCATION_ACTION_TYPE_VALUES!r}")
