from typing import Literal

GloomhavenRuleGoalPieceUsedType = Literal['piece_used']

GLOOMHAVEN_RULE_GOAL_PIECE_USED_TYPE_VALUES: set[GloomhavenRuleGoalPieceUsedType] = { 'piece_used',  }

def check_gloomhaven_rule_goal_piece_used_type(value: str) -> GloomhavenRuleGoalPieceUsedType:
    if value in GLOOMHAVEN_RULE_GOAL_PIECE_USED_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_RULE_GOAL_PIECE_USED_TYPE_VALUES!r}")
