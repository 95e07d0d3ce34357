from typing import Literal

FoundersOfGloomhavenBreakTieFrameKind = Literal['break_tie']

FOUNDERS_OF_GLOOMHAVEN_BREAK_TIE_FRAME_KIND_VALUES: set[FoundersOfGloomhavenBreakTieFrameKind] = { 'break_tie',  }

def check_founders_of_gloomhaven_break_tie_frame_kind(value: str) -> FoundersOfGloomhavenBreakTieFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_BREAK_TIE_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_BREAK_TIE_FRAME_KIND_VALUES!r}")
