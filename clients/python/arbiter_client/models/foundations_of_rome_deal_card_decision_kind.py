from typing import Literal

FoundationsOfRomeDealCardDecisionKind = Literal['deal_card']

FOUNDATIONS_OF_ROME_DEAL_CARD_DECISION_KIND_VALUES: set[FoundationsOfRomeDealCardDecisionKind] = { 'deal_card',  }

def check_foundations_of_rome_deal_card_decision_kind(value: str) -> FoundationsOfRomeDealCardDecisionKind:
    if value in FOUNDATIONS_OF_ROME_DEAL_CARD_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DEAL_CARD_DECISION_KIND_VALUES!r}")
