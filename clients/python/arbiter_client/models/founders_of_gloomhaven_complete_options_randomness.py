from typing import Literal

FoundersOfGloomhavenCompleteOptionsRandomness = Literal['seeded', 'table']

FOUNDERS_OF_GLOOMHAVEN_COMPLETE_OPTIONS_RANDOMNESS_VALUES: set[FoundersOfGloomhavenCompleteOptionsRandomness] = { 'seeded', 'table',  }

def check_founders_of_gloomhaven_complete_options_randomness(value: str) -> FoundersOfGloomhavenCompleteOptionsRandomness:
    if value in FOUNDERS_OF_GLOOMHAVEN_COMPLETE_OPTIONS_RANDOMNESS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_COMPLETE_OPTIONS_RANDOMNESS_VALUES!r}")
