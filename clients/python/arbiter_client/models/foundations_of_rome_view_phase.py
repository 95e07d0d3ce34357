from typing import Literal

FoundationsOfRomeViewPhase = Literal['draft', 'final_turn', 'game_over', 'keep', 'setup', 'turn']

FOUNDATIONS_OF_ROME_VIEW_PHASE_VALUES: set[FoundationsOfRomeViewPhase] = { 'draft', 'final_turn', 'game_over', 'keep', 'setup', 'turn',  }

def check_foundations_of_rome_view_phase(value: str) -> FoundationsOfRomeViewPhase:
    if value in FOUNDATIONS_OF_ROME_VIEW_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_VIEW_PHASE_VALUES!r}")
