from typing import Literal

FoundationsOfRomeDraftKind = Literal['draft_deed']

FOUNDATIONS_OF_ROME_DRAFT_KIND_VALUES: set[FoundationsOfRomeDraftKind] = { 'draft_deed',  }

def check_foundations_of_rome_draft_kind(value: str) -> FoundationsOfRomeDraftKind:
    if value in FOUNDATIONS_OF_ROME_DRAFT_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DRAFT_KIND_VALUES!r}")
