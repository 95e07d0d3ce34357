from typing import Literal

FoundersOfGloomhavenStatePhase = Literal['game_over', 'play', 'setup']

FOUNDERS_OF_GLOOMHAVEN_STATE_PHASE_VALUES: set[FoundersOfGloomhavenStatePhase] = { 'game_over', 'play', 'setup',  }

def check_founders_of_gloomhaven_state_phase(value: str) -> FoundersOfGloomhavenStatePhase:
    if value in FOUNDERS_OF_GLOOMHAVEN_STATE_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_STATE_PHASE_VALUES!r}")
