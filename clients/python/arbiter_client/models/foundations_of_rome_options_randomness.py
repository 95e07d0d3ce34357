from typing import Literal

FoundationsOfRomeOptionsRandomness = Literal['seeded', 'table']

FOUNDATIONS_OF_ROME_OPTIONS_RANDOMNESS_VALUES: set[FoundationsOfRomeOptionsRandomness] = { 'seeded', 'table',  }

def check_foundations_of_rome_options_randomness(value: str) -> FoundationsOfRomeOptionsRandomness:
    if value in FOUNDATIONS_OF_ROME_OPTIONS_RANDOMNESS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_OPTIONS_RANDOMNESS_VALUES!r}")
