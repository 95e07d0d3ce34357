from typing import Literal

FoundersOfGloomhavenViewPhase = Literal['game_over', 'play', 'setup']

FOUNDERS_OF_GLOOMHAVEN_VIEW_PHASE_VALUES: set[FoundersOfGloomhavenViewPhase] = { 'game_over', 'play', 'setup',  }

def check_founders_of_gloomhaven_view_phase(value: str) -> FoundersOfGloomhavenViewPhase:
    if value in FOUNDERS_OF_GLOOMHAVEN_VIEW_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_VIEW_PHASE_VALUES!r}")
