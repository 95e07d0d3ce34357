from typing import Literal

FoundersOfGloomhavenFirstPlayerFrameKind = Literal['first_player']

FOUNDERS_OF_GLOOMHAVEN_FIRST_PLAYER_FRAME_KIND_VALUES: set[FoundersOfGloomhavenFirstPlayerFrameKind] = { 'first_player',  }

def check_founders_of_gloomhaven_first_player_frame_kind(value: str) -> FoundersOfGloomhavenFirstPlayerFrameKind:
    if value in FOUNDERS_OF_GLOOMHAVEN_FIRST_PLAYER_FRAME_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FOUNDERS_OF_GLOOMHAVEN_FIRST_PLAYER_FRAME_KIND_VALUES!r}")
