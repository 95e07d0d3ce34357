from typing import Literal

GloomhavenRuleSetupPieceFrom = Literal['chosen', 'killed', 'quest', 'tile', 'treasure']

GLOOMHAVEN_RULE_SETUP_PIECE_FROM_VALUES: set[GloomhavenRuleSetupPieceFrom] = { 'chosen', 'killed', 'quest', 'tile', 'treasure',  }

def check_gloomhaven_rule_setup_piece_from(value: str) -> GloomhavenRuleSetupPieceFrom:
    if value in GLOOMHAVEN_RULE_SETUP_PIECE_FROM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_SETUP_PIECE_FROM_VALUES!r}")
