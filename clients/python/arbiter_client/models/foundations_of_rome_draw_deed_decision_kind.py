from typing import Literal

FoundationsOfRomeDrawDeedDecisionKind = Literal['draw_deed']

FOUNDATIONS_OF_ROME_DRAW_DEED_DECISION_KIND_VALUES: set[FoundationsOfRomeDrawDeedDecisionKind] = { 'draw_deed',  }

def check_foundations_of_rome_draw_deed_decision_kind(value: str) -> FoundationsOfRomeDrawDeedDecisionKind:
    if value in FOUNDATIONS_OF_ROME_DRAW_DEED_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DRAW_DEED_DECISION_KIND_VALUES!r}")
