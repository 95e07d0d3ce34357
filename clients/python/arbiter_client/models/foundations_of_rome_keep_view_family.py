from typing import Literal

FoundationsOfRomeKeepViewFamily = Literal['objectives', 'roles']

FOUNDATIONS_OF_ROME_KEEP_VIEW_FAMILY_VALUES: set[FoundationsOfRomeKeepViewFamily] = { 'objectives', 'roles',  }

def check_foundations_of_rome_keep_view_family(value: str) -> FoundationsOfRomeKeepViewFamily:
    if value in FOUNDATIONS_OF_ROME_KEEP_VIEW_FAMILY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_KEEP_VIEW_FAMILY_VALUES!r}")
