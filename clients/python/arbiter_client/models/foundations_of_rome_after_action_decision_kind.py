from typing import Literal

FoundationsOfRomeAfterActionDecisionKind = Literal['after_action']

FOUNDATIONS_OF_ROME_AFTER_ACTION_DECISION_KIND_VALUES: set[FoundationsOfRomeAfterActionDecisionKind] = { 'after_action',  }

def check_foundations_of_rome_after_action_decision_kind(value: str) -> FoundationsOfRomeAfterActionDecisionKind:
    if value in FOUNDATIONS_OF_ROME_AFTER_ACTION_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_AFTER_ACTION_DECISION_KIND_VALUES!r}")
