from typing import Literal

FoundationsOfRomeDraftDeedActionType = Literal['draft_deed']

FOUNDATIONS_OF_ROME_DRAFT_DEED_ACTION_TYPE_VALUES: set[FoundationsOfRomeDraftDeedActionType] = { 'draft_deed',  }

def check_foundations_of_rome_draft_deed_action_type(value: str) -> FoundationsOfRomeDraftDeedActionType:
    if value in FOUNDATIONS_OF_ROME_DRAFT_DEED_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DRAFT_DEED_ACTION_TYPE_VALUES!r}")
