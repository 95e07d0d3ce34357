from typing import Literal

FoundationsOfRomeConstructActionType = Literal['construct']

FOUNDATIONS_OF_ROME_CONSTRUCT_ACTION_TYPE_VALUES: set[FoundationsOfRomeConstructActionType] = { 'construct',  }

def check_foundations_of_rome_construct_action_type(value: str) -> FoundationsOfRomeConstructActionType:
    if value in FOUNDATIONS_OF_ROME_CONSTRUCT_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSTRUCT_ACTION_TYPE_VALUES!r}")
