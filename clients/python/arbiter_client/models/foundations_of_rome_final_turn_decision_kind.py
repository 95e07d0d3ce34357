from typing import Literal

FoundationsOfRomeFinalTurnDecisionKind = Literal['final_turn']

FOUNDATIONS_OF_ROME_FINAL_TURN_DECISION_KIND_VALUES: set[FoundationsOfRomeFinalTurnDecisionKind] = { 'final_turn',  }

def check_foundations_of_rome_final_turn_decision_kind(value: str) -> FoundationsOfRomeFinalTurnDecisionKind:
    if value in FOUNDATIONS_OF_ROME_FINAL_TURN_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_FINAL_TURN_DECISION_KIND_VALUES!r}")
