from typing import Literal

GloomhavenCompleteOptionsRandomness = Literal['seeded', 'table']

GLOOMHAVEN_COMPLETE_OPTIONS_RANDOMNESS_VALUES: set[GloomhavenCompleteOptionsRandomness] = { 'seeded', 'table',  }

def check_gloomhaven_complete_options_randomness(value: str) -> GloomhavenCompleteOptionsRandomness:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_RANDOMNESS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_RANDOMNESS_VALUES!r}")
