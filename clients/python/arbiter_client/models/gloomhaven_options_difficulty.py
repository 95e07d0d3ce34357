from typing import Literal

GloomhavenOptionsDifficulty = Literal['easy', 'hard', 'normal', 'very_hard']

GLOOMHAVEN_OPTIONS_DIFFICULTY_VALUES: set[GloomhavenOptionsDifficulty] = { 'easy', 'hard', 'normal', 'very_hard',  }

def check_gloomhaven_options_difficulty(value: str) -> GloomhavenOptionsDifficulty:
    if value in GLOOMHAVEN_OPTIONS_DIFFICULTY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_OPTIONS_DIFFICULTY_VALUES!r}")
