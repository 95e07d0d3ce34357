from typing import Literal

FoundersOfGloomhavenOptionsRandomness = Literal['seeded', 'table']

FOUNDERS_OF_GLOOMHAVEN_OPTIONS_RANDOMNESS_VALUES: set[FoundersOfGloomhavenOptionsRandomness] = { 'seeded', 'table',  }

def check_founders_of_gloomhaven_options_randomness(value: str) -> FoundersOfGloomhavenOptionsRandomness:
    if value in FOUNDERS_OF_GLOOMHAVEN_OPTIONS_RANDOMNESS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_OPTIONS_RANDOMNESS_VALUES!r}")
