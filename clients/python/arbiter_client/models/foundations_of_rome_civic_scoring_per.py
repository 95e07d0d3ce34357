from typing import Literal

FoundationsOfRomeCivicScoringPer = Literal['building', 'citizen', 'civic', 'silver']

FOUNDATIONS_OF_ROME_CIVIC_SCORING_PER_VALUES: set[FoundationsOfRomeCivicScoringPer] = { 'building', 'citizen', 'civic', 'silver',  }

def check_foundations_of_rome_civic_scoring_per(value: str) -> FoundationsOfRomeCivicScoringPer:
    if value in FOUNDATIONS_OF_ROME_CIVIC_SCORING_PER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDATIONS_OF_ROME_CIVIC_SCORING_PER_VALUES!r}")
