from typing import Literal

GloomhavenMoveDecisionKind = Literal['move']

GLOOMHAVEN_MOVE_DECISION_KIND_VALUES: set[GloomhavenMoveDecisionKind] = { 'move',  }

def check_gloomhaven_move_decision_kind(value: str) -> GloomhavenMoveDecisionKind:
    if value in GLOOMHAVEN_MOVE_DECISION_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MOVE_DECISION_KIND_VALUES!r}")
