from typing import Literal

GloomhavenCompleteOptionsDifficulty = Literal['easy', 'hard', 'normal', 'very_hard']

GLOOMHAVEN_COMPLETE_OPTIONS_DIFFICULTY_VALUES: set[GloomhavenCompleteOptionsDifficulty] = { 'easy', 'hard', 'normal', 'very_hard',  }

def check_gloomhaven_complete_options_difficulty(value: str) -> GloomhavenCompleteOptionsDifficulty:
    if value in GLOOMHAVEN_COMPLETE_OPTIONS_DIFFICULTY_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_COMPLETE_OPTIONS_DIFFICULTY_VALUES!r}")
