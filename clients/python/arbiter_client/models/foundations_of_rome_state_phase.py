from typing import Literal

FoundationsOfRomeStatePhase = Literal['draft', 'final_turn', 'game_over', 'keep', 'setup', 'turn']

FOUNDATIONS_OF_ROME_STATE_PHASE_VALUES: set[FoundationsOfRomeStatePhase] = { 'draft', 'final_turn', 'game_over', 'keep', 'setup', 'turn',  }

def check_foundations_of_rome_state_phase(value: str) -> FoundationsOfRomeStatePhase:
    if value in FOUNDATIONS_OF_ROME_STATE_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_STATE_PHASE_VALUES!r}")
