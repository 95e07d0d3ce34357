from typing import Literal

GloomhavenOptionsRandomness = Literal['seeded', 'table']

GLOOMHAVEN_OPTIONS_RANDOMNESS_VALUES: set[GloomhavenOptionsRandomness] = { 'seeded', 'table',  }

def check_gloomhaven_options_randomness(value: str) -> GloomhavenOptionsRandomness:
    if value in GLOOMHAVEN_OPTIONS_RANDOMNESS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_RANDOMNESS_VALUES!r}")
