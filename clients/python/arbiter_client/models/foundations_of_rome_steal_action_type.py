from typing import Literal

FoundationsOfRomeStealActionType = Literal['steal']

FOUNDATIONS_OF_ROME_STEAL_ACTION_TYPE_VALUES: set[FoundationsOfRomeStealActionType] = { 'steal',  }

def check_foundations_of_rome_steal_action_type(value: str) -> FoundationsOfRomeStealActionType:
    if value in FOUNDATIONS_OF_ROME_STEAL_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_STEAL_ACTION_TYPE_VALUES!r}")
