from typing import Literal

GloomhavenStatePhase = Literal['end', 'over', 'reveal', 'select', 'setup', 'turns']

GLOOMHAVEN_STATE_PHASE_VALUES: set[GloomhavenStatePhase] = { 'end', 'over', 'reveal', 'select', 'setup', 'turns',  }

def check_gloomhaven_state_phase(value: str) -> GloomhavenStatePhase:
    if value in GLOOMHAVEN_STATE_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_STATE_PHASE_VALUES!r}")
