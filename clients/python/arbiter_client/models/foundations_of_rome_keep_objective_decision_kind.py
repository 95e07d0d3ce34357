from typing import Literal

FoundationsOfRomeKeepObjectiveDecisionKind = Literal['keep_objective']

FOUNDATIONS_OF_ROME_KEEP_OBJECTIVE_DECISION_KIND_VALUES: set[FoundationsOfRomeKeepObjectiveDecisionKind] = { 'keep_objective',  }

def check_foundations_of_rome_keep_objective_decision_kind(value: str) -> FoundationsOfRomeKeepObjectiveDecisionKind:
    if value in FOUNDATIONS_OF_ROME_KEEP_OBJECTIVE_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_KEEP_OBJECTIVE_DECISION_KIND_VALUES!r}")
