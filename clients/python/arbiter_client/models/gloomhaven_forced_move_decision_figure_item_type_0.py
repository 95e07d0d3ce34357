from typing import Literal

GloomhavenForcedMoveDecisionFigureItemType0 = Literal['character', 'escort', 'monster', 'summon']

GLOOMHAVEN_FORCED_MOVE_DECISION_FIGURE_ITEM_TYPE_0_VALUES: set[GloomhavenForcedMoveDecisionFigureItemType0] = { 'character', 'escort', 'monster', 'summon',  }

def check_gloomhaven_forced_move_decision_figure_item_type_0(value: str) -> GloomhavenForcedMoveDecisionFigureItemType0:
    if value in GLOOMHAVEN_FORCED_MOVE_DECISION_FIGURE_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_FORCED_MOVE_DECISION_FIGURE_ITEM_TYPE_0_VALUES!r}")
