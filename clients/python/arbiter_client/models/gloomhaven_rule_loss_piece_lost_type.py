from typing import Literal

GloomhavenRuleLossPieceLostType = Literal['piece_lost']

GLOOMHAVEN_RULE_LOSS_PIECE_LOST_TYPE_VALUES: set[GloomhavenRuleLossPieceLostType] = { 'piece_lost',  }

def check_gloomhaven_rule_loss_piece_lost_type(value: str) -> GloomhavenRuleLossPieceLostType:
    if value in GLOOMHAVEN_RULE_LOSS_PIECE_LOST_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_LOSS_PIECE_LOST_TYPE_VALUES!r}")
