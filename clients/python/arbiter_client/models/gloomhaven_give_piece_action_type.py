from typing import Literal

GloomhavenGivePieceActionType = Literal['give_piece']

GLOOMHAVEN_GIVE_PIECE_ACTION_TYPE_VALUES: set[GloomhavenGivePieceActionType] = { 'give_piece',  }

def check_gloomhaven_give_piece_action_type(value: str) -> GloomhavenGivePieceActionType:
    if value in GLOOMHAVEN_GIVE_PIECE_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_GIVE_PIECE_ACTION_TYPE_VALUES!r}")
