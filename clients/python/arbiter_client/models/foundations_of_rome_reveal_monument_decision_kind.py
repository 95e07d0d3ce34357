from typing import Literal

FoundationsOfRomeRevealMonumentDecisionKind = Literal['reveal_monument']

FOUNDATIONS_OF_ROME_REVEAL_MONUMENT_DECISION_KIND_VALUES: set[FoundationsOfRomeRevealMonumentDecisionKind] = { 'reveal_monument',  }

def check_foundations_of_rome_reveal_monument_decision_kind(value: str) -> FoundationsOfRomeRevealMonumentDecisionKind:
    if value in FOUNDATIONS_OF_ROME_REVEAL_MONUMENT_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_REVEAL_MONUMENT_DECISION_KIND_VALUES!r}")
