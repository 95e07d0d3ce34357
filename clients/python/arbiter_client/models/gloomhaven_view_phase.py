from typing import Literal

GloomhavenViewPhase = Literal['end', 'over', 'reveal', 'select', 'setup', 'turns']

GLOOMHAVEN_VIEW_PHASE_VALUES: set[GloomhavenViewPhase] = { 'end', 'over', 'reveal', 'select', 'setup', 'turns',  }

def check_gloomhaven_view_phase(value: str) -> GloomhavenViewPhase:
    if value in GLOOMHAVEN_VIEW_PHASE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_VIEW_PHASE_VALUES!r}")
