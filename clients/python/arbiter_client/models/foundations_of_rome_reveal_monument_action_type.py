from typing import Literal

FoundationsOfRomeRevealMonumentActionType = Literal['reveal_monument']

FOUNDATIONS_OF_ROME_REVEAL_MONUMENT_ACTION_TYPE_VALUES: set[FoundationsOfRomeRevealMonumentActionType] = { 'reveal_monument',  }

def check_foundations_of_rome_reveal_monument_action_type(value: str) -> FoundationsOfRomeRevealMonumentActionType:
    if value in FOUNDATIONS_OF_ROME_REVEAL_MONUMENT_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_REVEAL_MONUMENT_ACTION_TYPE_VALUES!r}")
