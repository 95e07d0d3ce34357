from typing import Literal

GloomhavenUsePieceActionType = Literal['use_piece']

GLOOMHAVEN_USE_PIECE_ACTION_TYPE_VALUES: set[GloomhavenUsePieceActionType] = { 'use_piece',  }

def check_gloomhaven_use_piece_action_type(value: str) -> GloomhavenUsePieceActionType:
    if value in GLOOMHAVEN_USE_PIECE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_USE_PIECE_ACTION_TYPE_VALUES!r}")
