from typing import Literal

GloomhavenPieceDroppedEventType = Literal['piece_dropped']

GLOOMHAVEN_PIECE_DROPPED_EVENT_TYPE_VALUES: set[GloomhavenPieceDroppedEventType] = { 'piece_dropped',  }

def check_gloomhaven_piece_dropped_event_type(value: str) -> GloomhavenPieceDroppedEventType:
    if value in GLOOMHAVEN_PIECE_DROPPED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PIECE_DROPPED_EVENT_TYPE_VALUES!r}")
