from typing import Literal

FoundationsOfRomeDraftDecisionKind = Literal['draft_deed']

FOUNDATIONS_OF_ROME_DRAFT_DECISION_KIND_VALUES: set[FoundationsOfRomeDraftDecisionKind] = { 'draft_deed',  }

def check_foundations_of_rome_draft_decision_kind(value: str) -> FoundationsOfRomeDraftDecisionKind:
    if value in FOUNDATIONS_OF_ROME_DRAFT_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DRAFT_DECISION_KIND_VALUES!r}")
