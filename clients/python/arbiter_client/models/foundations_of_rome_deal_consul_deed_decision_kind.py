from typing import Literal

FoundationsOfRomeDealConsulDeedDecisionKind = Literal['deal_consul_deed']

FOUNDATIONS_OF_ROME_DEAL_CONSUL_DEED_DECISION_KIND_VALUES: set[FoundationsOfRomeDealConsulDeedDecisionKind] = { 'deal_consul_deed',  }

def check_foundations_of_rome_deal_consul_deed_decision_kind(value: str) -> FoundationsOfRomeDealConsulDeedDecisionKind:
    if value in FOUNDATIONS_OF_ROME_DEAL_CONSUL_DEED_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DEAL_CONSUL_DEED_DECISION_KIND_VALUES!r}")
