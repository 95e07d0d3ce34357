from typing import Literal

FoundationsOfRomeExtraActionDecisionKind = Literal['extra_action']

FOUNDATIONS_OF_ROME_EXTRA_ACTION_DECISION_KIND_VALUES: set[FoundationsOfRomeExtraActionDecisionKind] = { 'extra_action',  }

def check_foundations_of_rome_extra_action_decision_kind(value: str) -> FoundationsOfRomeExtraActionDecisionKind:
    if value in FOUNDATIONS_OF_ROME_EXTRA_ACTION_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_EXTRA_ACTION_DECISION_KIND_VALUES!r}")
