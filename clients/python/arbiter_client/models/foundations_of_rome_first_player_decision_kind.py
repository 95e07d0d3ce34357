from typing import Literal

FoundationsOfRomeFirstPlayerDecisionKind = Literal['first_player']

FOUNDATIONS_OF_ROME_FIRST_PLAYER_DECISION_KIND_VALUES: set[FoundationsOfRomeFirstPlayerDecisionKind] = { 'first_player',  }

def check_foundations_of_rome_first_player_decision_kind(value: str) -> FoundationsOfRomeFirstPlayerDecisionKind:
    if value in FOUNDATIONS_OF_ROME_FIRST_PLAYER_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_FIRST_PLAYER_DECISION_KIND_VALUES!r}")
