from typing import Literal

GloomhavenForcedMoveDecisionKind = Literal['forced_move']

GLOOMHAVEN_FORCED_MOVE_DECISION_KIND_VALUES: set[GloomhavenForcedMoveDecisionKind] = { 'forced_move',  }

def check_gloomhaven_forced_move_decision_kind(value: str) -> GloomhavenForcedMoveDecisionKind:
    if value in GLOOMHAVEN_FORCED_MOVE_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_FORCED_MOVE_DECISION_KIND_VALUES!r}")
