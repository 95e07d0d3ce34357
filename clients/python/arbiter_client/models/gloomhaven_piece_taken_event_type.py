from typing import Literal

GloomhavenPieceTakenEventType = Literal['piece_taken']

GLOOMHAVEN_PIECE_TAKEN_EVENT_TYPE_VALUES: set[GloomhavenPieceTakenEventType] = { 'piece_taken',  }

def check_gloomhaven_piece_taken_event_type(value: str) -> GloomhavenPieceTakenEventType:
    if value in GLOOMHAVEN_PIECE_TAKEN_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PIECE_TAKEN_EVENT_TYPE_VALUES!r}")
