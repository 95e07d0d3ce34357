from typing import Literal

FoundersOfGloomhavenTurnFrameKind = Literal['turn']

FOUNDERS_OF_GLOOMHAVEN_TURN_FRAME_KIND_VALUES: set[FoundersOfGloomhavenTurnFrameKind] = { 'turn',  }

def check_founders_of_gloomhaven_turn_frame_kind(value: str) -> FoundersOfGloomhavenTurnFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_TURN_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_TURN_FRAME_KIND_VALUES!r}")
