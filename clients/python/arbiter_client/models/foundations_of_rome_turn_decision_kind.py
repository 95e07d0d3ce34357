from typing import Literal

FoundationsOfRomeTurnDecisionKind = Literal['turn']

FOUNDATIONS_OF_ROME_TURN_DECISION_KIND_VALUES: set[FoundationsOfRomeTurnDecisionKind] = { 'turn',  }

def check_foundations_of_rome_turn_decision_kind(value: str) -> FoundationsOfRomeTurnDecisionKind:
    if value in FOUNDATIONS_OF_ROME_TURN_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_TURN_DECISION_KIND_VALUES!r}")
