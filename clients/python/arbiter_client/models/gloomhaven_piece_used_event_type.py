from typing import Literal

GloomhavenPieceUsedEventType = Literal['piece_used']

GLOOMHAVEN_PIECE_USED_EVENT_TYPE_VALUES: set[GloomhavenPieceUsedEventType] = { 'piece_used',  }

def check_gloomhaven_piece_used_event_type(value: str) -> GloomhavenPieceUsedEventType:
    if value in GLOOMHAVEN_PIECE_USED_EVENT_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_PIECE_USED_EVENT_TYPE_VALUES!r}")
