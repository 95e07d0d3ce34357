from typing import Literal

FoundationsOfRomeDealDeedDecisionKind = Literal['deal_deed']

FOUNDATIONS_OF_ROME_DEAL_DEED_DECISION_KIND_VALUES: set[FoundationsOfRomeDealDeedDecisionKind] = { 'deal_deed',  }

def check_foundations_of_rome_deal_deed_decision_kind(value: str) -> FoundationsOfRomeDealDeedDecisionKind:
    if value in FOUNDATIONS_OF_ROME_DEAL_DEED_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DEAL_DEED_DECISION_KIND_VALUES!r}")
