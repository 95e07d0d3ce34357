from typing import Literal

FoundationsOfRomeDealCardDecisionFamily = Literal['objectives', 'roles']

FOUNDATIONS_OF_ROME_DEAL_CARD_DECISION_FAMILY_VALUES: set[FoundationsOfRomeDealCardDecisionFamily] = { 'objectives', 'roles',  }

def check_foundations_of_rome_deal_card_decision_family(value: str) -> FoundationsOfRomeDealCardDecisionFamily:
    if value in FOUNDATIONS_OF_ROME_DEAL_CARD_DECISION_FAMILY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_DEAL_CARD_DECISION_FAMILY_VALUES!r}")
