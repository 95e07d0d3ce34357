from typing import Literal

FoundationsOfRomeKeepRoleDecisionKind = Literal['keep_role']

FOUNDATIONS_OF_ROME_KEEP_ROLE_DECISION_KIND_VALUES: set[FoundationsOfRomeKeepRoleDecisionKind] = { 'keep_role',  }

def check_foundations_of_rome_keep_role_decision_kind(value: str) -> FoundationsOfRomeKeepRoleDecisionKind:
    if value in FOUNDATIONS_OF_ROME_KEEP_ROLE_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_KEEP_ROLE_DECISION_KIND_VALUES!r}")
