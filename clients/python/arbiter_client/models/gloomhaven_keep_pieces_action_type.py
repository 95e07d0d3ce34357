from typing import Literal

GloomhavenKeepPiecesActionType = Literal['keep_pieces']

GLOOMHAVEN_KEEP_PIECES_ACTION_TYPE_VALUES: set[GloomhavenKeepPiecesActionType] = { 'keep_pieces',  }

def check_gloomhaven_keep_pieces_action_type(value: str) -> GloomhavenKeepPiecesActionType:
    if value in GLOOMHAVEN_KEEP_PIECES_ACTION_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_KEEP_PIECES_ACTION_TYPE_VALUES!r}")
