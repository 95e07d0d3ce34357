from typing import Literal

FoundationsOfRomeKeepCardActionType = Literal['keep_card']

FOUNDATIONS_OF_ROME_KEEP_CARD_ACTION_TYPE_VALUES: set[FoundationsOfRomeKeepCardActionType] = { 'keep_card',  }

def check_foundations_of_rome_keep_card_action_type(value: str) -> FoundationsOfRomeKeepCardActionType:
    if value in FOUNDATIONS_OF_ROME_KEEP_CARD_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_KEEP_CARD_ACTION_TYPE_VALUES!r}")
