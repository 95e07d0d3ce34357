from typing import Literal

GloomhavenRuleSetupPieceType = Literal['piece']

GLOOMHAVEN_RULE_SETUP_PIECE_TYPE_VALUES: set[GloomhavenRuleSetupPieceType] = { 'piece',  }

def check_gloomhaven_rule_setup_piece_type(value: str) -> GloomhavenRuleSetupPieceType:
    if value in GLOOMHAVEN_RULE_SETUP_PIECE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_PIECE_TYPE_VALUES!r}")
