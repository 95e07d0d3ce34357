from typing import Literal

GloomhavenMoveDecisionMode = Literal['flying', 'jump', 'normal']

GLOOMHAVEN_MOVE_DECISION_MODE_VALUES: set[GloomhavenMoveDecisionMode] = { 'flying', 'jump', 'normal',  }

def check_gloomhaven_move_decision_mode(value: str) -> GloomhavenMoveDecisionMode:
    if value in GLOOMHAVEN_MOVE_DECISION_MODE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MOVE_DECISION_MODE_VALUES!r}")
