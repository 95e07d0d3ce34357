from typing import Literal

GloomhavenMoveDecisionFigureItemType0 = Literal['character', 'escort', 'monster', 'summon']

GLOOMHAVEN_MOVE_DECISION_FIGURE_ITEM_TYPE_0_VALUES: set[GloomhavenMoveDecisionFigureItemType0] = { 'character', 'escort', 'monster', 'summon',  }

def check_gloomhaven_move_decision_figure_item_type_0(value: str) -> GloomhavenMoveDecisionFigureItemType0:
    if value in GLOOMHAVEN_MOVE_DECISION_FIGURE_ITEM_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GLOOMHAVEN_MOVE_DECISION_FIGURE_ITEM_TYPE_0_VALUES!r}")
