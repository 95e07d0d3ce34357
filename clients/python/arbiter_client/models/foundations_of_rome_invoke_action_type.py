from typing import Literal

FoundationsOfRomeInvokeActionType = Literal['invoke']

FOUNDATIONS_OF_ROME_INVOKE_ACTION_TYPE_VALUES: set[FoundationsOfRomeInvokeActionType] = { 'invoke',  }

def check_foundations_of_rome_invoke_action_type(value: str) -> FoundationsOfRomeInvokeActionType:
    if value in FOUNDATIONS_OF_ROME_INVOKE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_INVOKE_ACTION_TYPE_VALUES!r}")
