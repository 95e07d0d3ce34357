from typing import Literal

FoundationsOfRomeConsulViewDifficulty = Literal['challenge', 'hard', 'standard']

FOUNDATIONS_OF_ROME_CONSUL_VIEW_DIFFICULTY_VALUES: set[FoundationsOfRomeConsulViewDifficulty] = { 'challenge', 'hard', 'standard',  }

def check_foundations_of_rome_consul_view_difficulty(value: str) -> FoundationsOfRomeConsulViewDifficulty:
    if value in FOUNDATIONS_OF_ROME_CONSUL_VIEW_DIFFICULTY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CONSUL_VIEW_DIFFICULTY_VALUES!r}")
