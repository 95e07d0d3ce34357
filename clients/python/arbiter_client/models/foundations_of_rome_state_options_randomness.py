from typing import Literal

FoundationsOfRomeStateOptionsRandomness = Literal['seeded', 'table']

FOUNDATIONS_OF_ROME_STATE_OPTIONS_RANDOMNESS_VALUES: set[FoundationsOfRomeStateOptionsRandomness] = { 'seeded', 'table',  }

def check_foundations_of_rome_state_options_randomness(value: str) -> FoundationsOfRomeStateOptionsRandomness:
    if value in FOUNDATIONS_OF_ROME_STATE_OPTIONS_RANDOMNESS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_STATE_OPTIONS_RANDOMNESS_VALUES!r}")
