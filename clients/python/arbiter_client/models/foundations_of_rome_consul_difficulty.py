from typing import Literal

FoundationsOfRomeConsulDifficulty = Literal['challenge', 'hard', 'standard']

FOUNDATIONS_OF_ROME_CONSUL_DIFFICULTY_VALUES: set[FoundationsOfRomeConsulDifficulty] = { 'challenge', 'hard', 'standard',  }

def check_foundations_of_rome_consul_difficulty(value: str) -> FoundationsOfRomeConsulDifficulty:
    if value in FOUNDATIONS_OF_ROME_CONSUL_DIFFICULTY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_DIFFICULTY_VALUES!r}")
